/**
 * An NFT's thumbnail in a fixed square box (no layout shift), loaded lazily; the alt text is the
 * item's name. With no image, or one that fails to load, the box shows the name's initial.
 */
import { useState } from 'react'
import './nfts.css'

export type NftImageProps = {
  src: string | null | undefined
  alt: string
  /** Load at once (the item page's main image, a page's first row). */
  eager?: boolean | undefined
  className?: string | undefined
}

export function NftImage({ src, alt, eager = false, className }: NftImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const box = className ? `nft-image ${className}` : 'nft-image'
  if (!src || failed === src) {
    const initial = <span aria-hidden="true">{alt.trim().charAt(0).toUpperCase() || '?'}</span>
    return alt ? (
      <div className={`${box} nft-image-empty`} role="img" aria-label={alt}>
        {initial}
      </div>
    ) : (
      <div className={`${box} nft-image-empty`} aria-hidden="true" />
    )
  }
  return (
    <div className={box}>
      <img
        src={src}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        width={320}
        height={320}
        onError={() => setFailed(src)}
      />
    </div>
  )
}
