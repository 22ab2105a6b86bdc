/**
 * An address as people know it (spec issue 15 "wherever an address shows"): the avatar NFT's
 * thumbnail and the username, or the shortened address when there is no username; linking to
 * `/nfts/profile/{address}`. Something that is not an address shows as given, never a crash.
 */
import { shortenAddress } from '@ghost/sdk'
import { Link } from 'react-router'
import { isAddress } from 'viem'
import { useProfileAvatar, useProfileContract } from './useProfile'
import './profile.css'

export type ProfileAddressProps = { address: string; linked?: boolean }

export function ProfileAddress({ address, linked = true }: ProfileAddressProps) {
  if (!isAddress(address, { strict: false }))
    return <span className="profile-address">{address}</span>
  return <KnownProfileAddress address={address.toLowerCase()} linked={linked} />
}

function KnownProfileAddress({ address, linked }: { address: string; linked: boolean }) {
  // A world without the NFT market has no profiles: the address alone.
  return useProfileContract() ? (
    <ProfiledAddress address={address} linked={linked} />
  ) : (
    <ProfileAddressView address={address} username="" avatar={null} linked={linked} />
  )
}

function ProfiledAddress({ address, linked }: { address: string; linked: boolean }) {
  const { username, avatar } = useProfileAvatar(address)
  return (
    <ProfileAddressView address={address} username={username} avatar={avatar} linked={linked} />
  )
}

export type ProfileAddressViewProps = {
  address: string
  username: string
  avatar: string | null
  linked: boolean
}

/** The presentation alone (the user menu and tests give it what they have). */
export function ProfileAddressView({ address, username, avatar, linked }: ProfileAddressViewProps) {
  const content = (
    <>
      <ProfileAvatarImage avatar={avatar} />
      <span className="profile-address-name">{username || shortenAddress(address)}</span>
    </>
  )
  return linked ? (
    <Link className="profile-address" to={`/nfts/profile/${address.toLowerCase()}`} title={address}>
      {content}
    </Link>
  ) : (
    <span className="profile-address" title={address}>
      {content}
    </span>
  )
}

/** The round avatar, or an empty circle; decorative (the name next to it says who). */
export function ProfileAvatarImage({
  avatar,
  size = 'small',
}: {
  avatar: string | null
  size?: 'small' | 'large'
}) {
  const className = `profile-avatar profile-avatar-${size}`
  return avatar ? (
    <img className={className} src={avatar} alt="" loading="lazy" decoding="async" />
  ) : (
    <span className={`${className} profile-avatar-empty`} aria-hidden="true" />
  )
}
