import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n'

/** Spec §9: the 'Copied' tooltip shows for 1 s. */
export const COPY_TOOLTIP_MS = 1000

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

/** Copies `text`; a 'Copied' tooltip confirms it for one second. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_TOOLTIP_MS)
    return () => clearTimeout(timer)
  }, [copied])

  return (
    <span className="copy-button">
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        onClick={async () => {
          if (await copyText(text)) setCopied(true)
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
          />
        </svg>
      </button>
      {copied ? (
        <span role="status" className="copy-tooltip">
          {t('Copied')}
        </span>
      ) : null}
    </span>
  )
}
