import { useEffect, useState } from 'react'

export type ItemImageProps = {
  thumbnail: string | null
  original: string | null
  /** The item's name. */
  alt: string
}

/**
 * The item's picture: the thumbnail shows at once, the original replaces it once it has loaded.
 * A picture that fails to load leaves its name in place.
 */
export function ItemImage({ thumbnail, original, alt }: ItemImageProps) {
  const [src, setSrc] = useState(thumbnail ?? original)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setSrc(thumbnail ?? original)
    setFailed(false)
    if (!original || original === thumbnail) return
    const image = new Image()
    image.onload = () => setSrc(original)
    image.src = original
    return () => {
      image.onload = null
    }
  }, [thumbnail, original])
  if (!src || failed) {
    return (
      <div className="nft-item-image nft-item-image-missing" role="img" aria-label={alt}>
        <span>{alt}</span>
      </div>
    )
  }
  return (
    <img
      className="nft-item-image"
      src={src}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
