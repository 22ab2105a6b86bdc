/** The star that puts a token or pool on its watchlist (kept in user settings, spec §3). */
import { useTranslation } from '../../../i18n'
import { updateUserSettings, useUserSettings } from '../../../state/settings/userSettings'
import { isWatched, toggleWatched } from '../rules/watchlist'

export type WatchlistKind = 'token' | 'pool'

const FIELD = { token: 'watchlistTokens', pool: 'watchlistPools' } as const

export function useWatchlist(kind: WatchlistKind): string[] {
  return useUserSettings((settings) => settings[FIELD[kind]])
}

export function WatchlistStar({
  kind,
  id,
  name,
}: {
  kind: WatchlistKind
  id: string
  /** What the button names: 'Add GHOST to watchlist'. */
  name: string
}) {
  const { t } = useTranslation()
  const list = useWatchlist(kind)
  const watched = isWatched(list, id)
  return (
    <button
      type="button"
      className="info-star"
      aria-label={
        watched
          ? t('Remove %name% from watchlist', { name })
          : t('Add %name% to watchlist', { name })
      }
      onClick={() => updateUserSettings({ [FIELD[kind]]: toggleWatched(list, id) })}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          d="M12 2.8l2.8 5.7 6.3.9-4.55 4.44 1.07 6.26L12 17.1l-5.62 2.96 1.07-6.26L2.9 9.4l6.3-.9z"
          fill={watched ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
