import { useEffect, useState } from 'react'
import { useTranslation } from '../i18n'
import { CheckIcon, CopyIcon } from './icons/icons'
import './CopyButton.css'

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

/**
 * Copies `text` (an address, a transaction hash); a 'Copied' tooltip confirms it for one second.
 * Without clipboard access (an insecure origin) nothing is claimed: the caller shows the text too.
 */
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
        {copied ? <CheckIcon /> : <CopyIcon />}
      </button>
      {copied ? (
        <span role="status" className="copy-tooltip">
          {t('Copied')}
        </span>
      ) : null}
    </span>
  )
}
