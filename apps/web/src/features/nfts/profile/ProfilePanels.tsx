/**
 * The owner's profile actions (spec §4 profile: active, paused, reactivate with a cost):
 * create a profile (team, avatar, username, acknowledgement, CAKE cost), change the avatar,
 * pause (the NFT comes back), reactivate, and set a missing username.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { type Address, getAddress } from 'viem'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { registerUsername } from '../../../api/nfts/users'
import {
  createProfile,
  pauseProfile,
  reactivateProfile,
  updateProfile,
} from '../../../chain/actions/profile'
import { Card } from '../../../components/layout'
import { useToast } from '../../../components/toasts'
import { useTranslation } from '../../../i18n'
import type { UserNft } from '../data/hooks'
import { PaidProfileAction } from './PaidProfileAction'
import {
  AvatarPicker,
  avatarKey,
  avatarLabel,
  TeamPicker,
  UsernameAcknowledgement,
  UsernameField,
  useUsernameState,
} from './ProfileFields'
import type { ProfileState } from './profileReads'
import { getAvatarCandidates } from './profileRules'
import { profileQueryKey, useProfileContract } from './useProfile'
import { useApprovedCollections, useTeams } from './useProfileChain'
import { ProfileTransactionModal, useProfileTransaction } from './useProfileTransaction'

function useAvatarCandidates(nfts: readonly UserNft[]) {
  const collections = useMemo(() => nfts.map((nft) => nft.token.collection.address), [nfts])
  const { approved, isLoading } = useApprovedCollections(collections)
  const candidates = useMemo(() => getAvatarCandidates(nfts, approved), [nfts, approved])
  return { candidates, isLoading }
}

function toNftChoice(candidates: readonly UserNft[], key: string | undefined) {
  const nft = candidates.find((candidate) => avatarKey(candidate) === key)
  // the API's strings become the call's types here, once: the candidate is the chain's token
  return nft?.token.tokenId
    ? {
        collection: getAddress(nft.token.collection.address),
        tokenId: BigInt(nft.token.tokenId),
        label: avatarLabel(nft),
      }
    : undefined
}

/** Signs in to the profile service when needed and saves the username. */
function useSaveUsername() {
  const { client, signedIn, signIn } = useNftApi()
  const queryClient = useQueryClient()
  return async (username: string): Promise<void> => {
    if (!signedIn) await signIn()
    await registerUsername(client, { username })
    await queryClient.invalidateQueries({ queryKey: profileQueryKey('username') })
  }
}

export function CreateProfilePanel({
  account,
  nfts,
  nftsLoading,
}: {
  account: Address
  nfts: readonly UserNft[]
  nftsLoading: boolean
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const profile = useProfileContract()
  const transaction = useProfileTransaction()
  const saveUsername = useSaveUsername()
  const { toastError, toastSuccess } = useToast()
  const { teams, isLoading: teamsLoading } = useTeams()
  const { candidates, isLoading: candidatesLoading } = useAvatarCandidates(nfts)
  const [teamId, setTeamId] = useState<number>()
  const [selected, setSelected] = useState<string>()
  const [username, setUsername] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const usernameState = useUsernameState(username)
  const nft = toNftChoice(candidates, selected)
  const ready =
    teamId !== undefined &&
    nft !== undefined &&
    usernameState.status === 'available' &&
    acknowledged

  const confirm = async (): Promise<boolean> => {
    if (!profile || !nft || teamId === undefined || usernameState.status !== 'available')
      return false
    const chosen = usernameState.username
    const created = await transaction.run(
      'create',
      t('Create profile'),
      { ...createProfile({ profile, teamId, nft }), summary: t('Create profile') },
      { title: t('Profile created'), description: t('Welcome, %username%!', { username: chosen }) },
    )
    if (!created) return false
    try {
      await saveUsername(chosen)
      toastSuccess(t('Username saved'), chosen)
    } catch (error) {
      console.error('Failed to save the username', error)
      toastError(t('Unable to verify username'))
    }
    return true
  }

  return (
    <Card labelledBy={headingId} className="profile-panel">
      <h2 id={headingId}>{t('Create your profile')}</h2>
      <TeamPicker teams={teams} selected={teamId} onSelect={setTeamId} isLoading={teamsLoading} />
      <AvatarPicker
        candidates={candidates}
        selected={selected}
        onSelect={setSelected}
        isLoading={nftsLoading || candidatesLoading}
      />
      <UsernameField value={username} onChange={setUsername} state={usernameState} />
      <UsernameAcknowledgement checked={acknowledged} onChange={setAcknowledged} />
      <PaidProfileAction
        account={account}
        cost="register"
        nft={nft}
        ready={ready}
        action="create"
        label={t('Confirm')}
        pendingLabel={t('Confirming…')}
        onConfirm={confirm}
        transaction={transaction}
      />
      <ProfileTransactionModal transaction={transaction} />
    </Card>
  )
}

export function ManageProfilePanel({
  account,
  profile,
  nfts,
  nftsLoading,
}: {
  account: Address
  profile: ProfileState
  nfts: readonly UserNft[]
  nftsLoading: boolean
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const contract = useProfileContract()
  const transaction = useProfileTransaction()
  const { candidates, isLoading } = useAvatarCandidates(nfts)
  const [selected, setSelected] = useState<string>()
  const nft = toNftChoice(candidates, selected)
  const active = profile.data?.isActive ?? false

  /** Puts the chosen NFT in the profile: as a new picture, or to reactivate a paused profile. */
  const sendWithAvatar = (
    kind: 'update' | 'reactivate',
    call: typeof updateProfile | typeof reactivateProfile,
    label: string,
    successTitle: string,
  ) =>
    transaction.run(
      kind,
      label,
      contract && nft ? { ...call({ profile: contract, nft }), summary: label } : undefined,
      { title: successTitle, description: nft?.label ?? '' },
    )
  const update = () =>
    sendWithAvatar(
      'update',
      updateProfile,
      t('Change profile picture'),
      t('Profile picture changed'),
    )
  const reactivate = () =>
    sendWithAvatar(
      'reactivate',
      reactivateProfile,
      t('Reactivate profile'),
      t('Profile reactivated'),
    )

  const pause = () =>
    transaction.run(
      'pause',
      t('Pause profile'),
      contract
        ? { ...pauseProfile({ profile: contract }), summary: t('Pause profile') }
        : undefined,
      {
        title: t('Profile paused'),
        description: t('Your profile picture NFT is back in your wallet.'),
      },
    )

  return (
    <Card labelledBy={headingId} className="profile-panel">
      <h2 id={headingId}>{active ? t('Manage your profile') : t('Reactivate your profile')}</h2>
      {active ? null : (
        <p className="profile-hint">
          {t(
            'Your profile is paused: no points, team activities or drops. Reactivate it with a profile picture.',
          )}
        </p>
      )}
      <AvatarPicker
        candidates={candidates}
        selected={selected}
        onSelect={setSelected}
        isLoading={nftsLoading || isLoading}
        emptyHint={
          active ? t('You have no other NFT to change your profile picture to.') : undefined
        }
      />
      {/* A cost (and a missing balance for it) only where there is something to pay for. */}
      {candidates.length === 0 ? null : (
        <PaidProfileAction
          account={account}
          cost={active ? 'update' : 'reactivate'}
          nft={nft}
          ready
          action={active ? 'update' : 'reactivate'}
          label={active ? t('Change profile picture') : t('Reactivate profile')}
          pendingLabel={t('Confirming…')}
          onConfirm={active ? update : reactivate}
          transaction={transaction}
        />
      )}
      {active ? (
        <div className="profile-pause">
          <p className="profile-hint">
            {t(
              'Pausing your profile returns your profile picture NFT to your wallet and suspends the profile (no points, team activities or drops).',
            )}
          </p>
          <button
            type="button"
            disabled={transaction.pending !== undefined}
            onClick={() => void pause()}
          >
            {transaction.pending === 'pause' ? t('Pausing…') : t('Pause profile')}
          </button>
        </div>
      ) : null}
      <ProfileTransactionModal transaction={transaction} />
    </Card>
  )
}

/** A registered profile without a username (the save failed, or it was never set). */
export function SetUsernamePanel() {
  const { t } = useTranslation()
  const headingId = useId()
  const saveUsername = useSaveUsername()
  const { toastError, toastSuccess } = useToast()
  const [username, setUsername] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const [saving, setSaving] = useState(false)
  const state = useUsernameState(username)

  const save = async () => {
    if (state.status !== 'available') return
    setSaving(true)
    try {
      await saveUsername(state.username)
      toastSuccess(t('Username saved'), state.username)
    } catch (error) {
      console.error('Failed to save the username', error)
      toastError(t('Unable to verify username'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card labelledBy={headingId} className="profile-panel">
      <h2 id={headingId}>{t('Choose your username')}</h2>
      <UsernameField value={username} onChange={setUsername} state={state} />
      <UsernameAcknowledgement checked={acknowledged} onChange={setAcknowledged} />
      <button
        type="button"
        className="profile-primary"
        disabled={saving || !acknowledged || state.status !== 'available'}
        onClick={() => void save()}
      >
        {saving ? t('Saving…') : t('Save username')}
      </button>
    </Card>
  )
}
