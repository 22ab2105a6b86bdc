/**
 * An NFT's thumbnail in a fixed square box (no layout shift), loaded lazily; the alt text is the
 * item's name. With no image, or one that fails to load, the box shows the name's initial; a
 * decorative image (alt "", its name written beside it) takes the initial from `initialOf`, so a
 * collection without an avatar (every seeded one) is not an empty circle.
 */
import { useState } from 'react'
import './nfts.css'

export type NftImageProps = {
  src: string | null | undefined
  alt: string
  /** Load at once (the item page's main image, a page's first row). */
  eager?: boolean | undefined
  className?: string | undefined
  /** The name whose initial fills an empty box; `alt` when not given. */
  initialOf?: string | undefined
}

export function NftImage({ src, alt, eager = false, className, initialOf = alt }: NftImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const box = className ? `nft-image ${className}` : 'nft-image'
  if (!src || failed === src) {
    const initial = initialOf.trim().charAt(0).toUpperCase()
    return alt ? (
      <div className={`${box} nft-image-empty`} role="img" aria-label={alt}>
        <span aria-hidden="true">{initial || '?'}</span>
      </div>
    ) : (
      // the initial is drawn by CSS (nfts.css): the name beside it is the text, read once
      <div className={`${box} nft-image-empty`} aria-hidden="true" data-initial={initial} />
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
