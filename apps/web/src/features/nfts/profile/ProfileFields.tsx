/**
 * The profile form's fields: the avatar (one of the user's NFTs of approved collections), the
 * team, and the username (spec §5: 3–15 letters and digits, checked with the profile service as
 * you type).
 */
import type { ApiUsernameCheck } from '@ghost/sdk'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { checkUsername } from '../../../api/nfts/users'
import { useDebouncedValue } from '../../../components/useDebouncedValue'
import { useTranslation } from '../../../i18n'
import { NftImage } from '../components/NftImage'
import type { UserNft } from '../data/hooks'
import { getUsernameState, type UsernameState } from './profileRules'
import { profileQueryKey } from './useProfile'
import type { Team } from './useProfileChain'

/** How an avatar option is named: its collection and token id ('Ghost Squad #21'), unique. */
export function avatarLabel(nft: UserNft): string {
  return `${nft.token.collection.name} #${nft.token.tokenId ?? ''}`
}

export function avatarKey(nft: UserNft): string {
  return `${nft.token.collection.address.toLowerCase()}-${nft.token.tokenId ?? ''}`
}

export function AvatarPicker({
  candidates,
  selected,
  onSelect,
  isLoading,
  emptyHint,
}: {
  candidates: readonly UserNft[]
  selected: string | undefined
  onSelect: (key: string) => void
  isLoading: boolean
  /** Said when there is no candidate, in place of the first-profile explanation. */
  emptyHint?: string | undefined
}) {
  const { t } = useTranslation()
  const name = useId()
  return (
    <fieldset className="profile-fieldset">
      <legend>{t('Choose your profile picture')}</legend>
      {isLoading ? <p>{t('Loading…')}</p> : null}
      {!isLoading && candidates.length === 0 ? (
        <p className="profile-hint">
          {emptyHint ??
            t(
              'You have no NFT that can be a profile picture: only NFTs of approved collections (Ghost Squad) held in your wallet can.',
            )}{' '}
          <Link to="/nfts/collections">{t('Find one in the market')}</Link>
        </p>
      ) : null}
      <div className="profile-avatar-options">
        {candidates.map((nft) => {
          const key = avatarKey(nft)
          const label = avatarLabel(nft)
          return (
            <label key={key} className="profile-avatar-option">
              <input
                type="radio"
                name={name}
                value={key}
                checked={selected === key}
                onChange={() => onSelect(key)}
                aria-label={label}
              />
              <NftImage src={nft.token.image.thumbnail ?? nft.token.image.original} alt="" />
              <span>{label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}

export function TeamPicker({
  teams,
  selected,
  onSelect,
  isLoading,
}: {
  teams: readonly Team[]
  selected: number | undefined
  onSelect: (id: number) => void
  isLoading: boolean
}) {
  const { t } = useTranslation()
  const name = useId()
  const joinable = teams.filter((team) => team.isJoinable)
  return (
    <fieldset className="profile-fieldset">
      <legend>{t('Choose your team')}</legend>
      {isLoading ? <p>{t('Loading…')}</p> : null}
      {!isLoading && joinable.length === 0 ? <p>{t('No team can be joined now.')}</p> : null}
      {joinable.map((team) => (
        <label key={team.id} className="profile-team-option">
          <input
            type="radio"
            name={name}
            value={team.id}
            checked={selected === team.id}
            onChange={() => onSelect(team.id)}
          />
          <span>
            <strong>{team.name}</strong>
            {team.description ? <span className="profile-hint"> {team.description}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}

/** The profile service's answer for `username` once typing pauses; the state of the field. */
export function useUsernameState(typed: string): UsernameState {
  const { client } = useNftApi()
  const debounced = useDebouncedValue(typed, 500)
  const local = getUsernameState(typed, undefined)
  const shouldAsk = local.status === 'checking' && debounced === typed
  const check = useQuery({
    queryKey: profileQueryKey('usernameCheck', client.chainId, debounced),
    enabled: shouldAsk,
    queryFn: ({ signal }): Promise<ApiUsernameCheck | null> =>
      checkUsername(client, { username: debounced, signal }),
    staleTime: 10_000,
  })
  if (local.status !== 'checking') return local
  if (!shouldAsk || check.isPending) return local
  return getUsernameState(typed, check.data ?? null)
}

export function UsernameField({
  value,
  onChange,
  state,
}: {
  value: string
  onChange: (value: string) => void
  state: UsernameState
}) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = useId()
  const failed =
    state.status === 'invalid' || state.status === 'unverified' || state.status === 'taken'
  return (
    <div className="profile-field">
      <label htmlFor={id}>{t('Username')}</label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={32}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={failed}
        aria-describedby={hintId}
      />
      <div id={hintId} className="profile-hint" aria-live="polite">
        {state.status === 'empty' ? (
          <span>{t('Use 3 to 15 letters and digits, no spaces or special characters.')}</span>
        ) : null}
        {state.status === 'checking' ? <span>{t('Checking username…')}</span> : null}
        {state.status === 'available' ? <span>{t('Username available')}</span> : null}
        {failed ? (
          <span role="alert" className="profile-error">
            {t('Unable to verify username')}{' '}
            {state.status === 'taken'
              ? t('This username is taken.')
              : state.status === 'invalid'
                ? t('Use 3 to 15 letters and digits, no spaces or special characters.')
                : t('The profile service did not answer. Please try again.')}
          </span>
        ) : null}
      </div>
    </div>
  )
}

/** The tick that a username, once confirmed, cannot change (spec §5). */
export function UsernameAcknowledgement({
  checked,
  onChange,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="profile-ack">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {t('I understand that my username is not changeable after I confirm.')}
      </label>
    </div>
  )
}
