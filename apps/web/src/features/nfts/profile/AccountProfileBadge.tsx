/**
 * The connected account in the user menu's button: its avatar and username (spec issue 15),
 * or the shortened address while it has none. The cookie cache shows them at once on reload.
 * A world without the NFT market has no profiles: the address alone.
 */
import { shortenAddress } from '@ghost/sdk'
import { ProfileAvatarImage } from './ProfileAddress'
import { useProfileAvatar, useProfileContract } from './useProfile'

export function AccountProfileBadge({ address }: { address: string }) {
  const profile = useProfileContract()
  return profile ? <ProfileBadge address={address} /> : <span>{shortenAddress(address)}</span>
}

function ProfileBadge({ address }: { address: string }) {
  const { username, avatar } = useProfileAvatar(address)
  return (
    <span className="profile-address">
      {/* No placeholder circle here: the top bar keeps its width for accounts without a picture. */}
      {avatar ? <ProfileAvatarImage avatar={avatar} /> : null}
      <span className="profile-address-name">{username || shortenAddress(address)}</span>
    </span>
  )
}
