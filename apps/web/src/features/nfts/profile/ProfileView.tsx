/**
 * One account's NFT profile (spec issue 15 `/nfts/mypage` and `/nfts/profile/{account}`): the
 * header (avatar, username, team, points, active or paused), the NFTs it owns with their
 * location, and its market activity. The owner also gets pending revenue and the profile
 * actions (create, change avatar, pause, reactivate).
 */
import { shortenAddress } from '@ghost/sdk'
import { useId } from 'react'
import type { Address } from 'viem'
import { CopyButton } from '../../../components/CopyButton'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { Card, Stat, StatList } from '../../../components/layout'
import { msg, useTranslation } from '../../../i18n'
import { NftActivityTable } from '../components/NftActivityTable'
import { NftCard } from '../components/NftCard'
import { useUserActivity, useUserNfts } from '../data/hooks'
import { ClaimRevenuePanel } from '../trade/ClaimRevenuePanel'
import { ProfileAvatarImage } from './ProfileAddress'
import { CreateProfilePanel, ManageProfilePanel, SetUsernamePanel } from './ProfilePanels'
import { getProfileStatus } from './profileRules'
import { useProfile, useProfileAvatar } from './useProfile'
import { useTeams } from './useProfileChain'
import './profile.css'

const STATUS_LABELS = {
  none: msg('No profile'),
  active: msg('Active'),
  paused: msg('Paused'),
} as const

export function ProfileView({ account, own }: { account: Address; own: boolean }) {
  const { t } = useTranslation()
  const lower = account.toLowerCase()
  const profile = useProfile(lower)
  const avatar = useProfileAvatar(lower)
  const { teams } = useTeams()
  const nfts = useUserNfts(lower)
  const activity = useUserActivity(lower)
  const nftsHeading = useId()
  const activityHeading = useId()
  const status = getProfileStatus(profile)
  const team = teams.find((entry) => entry.id === profile.data?.teamId)
  const name = avatar.username || shortenAddress(account)
  const ownedNfts = nfts.data ?? []

  return (
    <div className="profile-view">
      <Card label={t('Profile')} className="profile-header">
        <ProfileAvatarImage avatar={avatar.avatar} size="large" />
        <div className="profile-header-body">
          <h2 className="profile-name">{name}</h2>
          <p className="profile-address-line">
            <code title={account}>{shortenAddress(account)}</code>
            <CopyButton text={account} label={t('Copy address')} />
          </p>
          {profile.isInitialized ? (
            <StatList>
              <Stat label={t('Status')} value={<output>{t(STATUS_LABELS[status])}</output>} />
              {profile.data ? (
                <>
                  <Stat
                    label={t('Team')}
                    value={<output>{team?.name ?? `#${profile.data.teamId}`}</output>}
                  />
                  <Stat
                    label={t('Points')}
                    value={
                      <output>
                        <FormattedNumber value={profile.data.points} kind="balance" />
                      </output>
                    }
                  />
                </>
              ) : null}
            </StatList>
          ) : (
            <p>{t('Loading…')}</p>
          )}
        </div>
      </Card>

      {own ? <ClaimRevenuePanel /> : null}

      {own && profile.isInitialized && !profile.hasRegistered ? (
        <CreateProfilePanel account={account} nfts={ownedNfts} nftsLoading={nfts.isPending} />
      ) : null}
      {own &&
      profile.hasRegistered &&
      avatar.usernameFetchStatus === 'fetched' &&
      !avatar.username ? (
        <SetUsernamePanel />
      ) : null}
      {own && profile.hasRegistered ? (
        <ManageProfilePanel
          account={account}
          profile={profile}
          nfts={ownedNfts}
          nftsLoading={nfts.isPending}
        />
      ) : null}

      <section aria-labelledby={nftsHeading} className="profile-section">
        <h2 id={nftsHeading}>{t('NFTs')}</h2>
        {nfts.isPending ? <p>{t('Loading…')}</p> : null}
        {!nfts.isPending && ownedNfts.length === 0 ? (
          <p className="nft-empty">{t('No NFTs found')}</p>
        ) : null}
        <div className="nft-grid">
          {ownedNfts.map((nft) => (
            <NftCard
              key={`${nft.token.collection.address}-${nft.token.tokenId}`}
              token={nft.token}
              location={nft.location}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby={activityHeading} className="profile-section">
        <h2 id={activityHeading}>{t('Activity')}</h2>
        {activity.isPending ? (
          <p>{t('Loading…')}</p>
        ) : activity.isError ? (
          <p role="alert">{t('Error fetching data')}</p>
        ) : (
          <NftActivityTable
            rows={activity.data ?? []}
            caption={t('Activity of %name%', { name })}
          />
        )}
      </section>
    </div>
  )
}
