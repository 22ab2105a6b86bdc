/**
 * The button row of a profile action that costs CAKE and takes an NFT (create, change avatar,
 * reactivate): the cost read from the contract, then each step in order: Enable CAKE (approval
 * of exactly that cost for the profile contract), Enable the NFT (approval of that token), then the action itself.
 */
import { Fraction } from '@ghost/sdk'
import { Link } from 'react-router'
import type { Address } from 'viem'
import { approveToken } from '../../../chain/actions/erc20'
import { approveNft as approveNftCall } from '../../../chain/actions/nftCollection'
import type { ProfileNft } from '../../../chain/actions/profile'
import { FormattedNumber } from '../../../components/FormattedNumber'
import { useTranslation } from '../../../i18n'
import { getPaidStep } from './profileRules'
import { useNftApproval, useProfileCosts } from './useProfileChain'
import type { ProfileActionName, ProfileTransaction } from './useProfileTransaction'

const WEI_PER_CAKE = 10n ** 18n

export type PaidProfileActionProps = {
  account: Address
  cost: 'register' | 'update' | 'reactivate'
  /** The avatar the action hands to the profile contract. */
  nft: (ProfileNft & { label: string }) | undefined
  /** The rest of the form is complete (team, username, acknowledgement…). */
  ready: boolean
  action: ProfileActionName
  label: string
  pendingLabel: string
  onConfirm: () => Promise<boolean>
  transaction: ProfileTransaction
}

export function PaidProfileAction({
  account,
  cost,
  nft,
  ready,
  action,
  label,
  pendingLabel,
  onConfirm,
  transaction,
}: PaidProfileActionProps) {
  const { t } = useTranslation()
  const chain = useProfileCosts(account)
  const nftApproved = useNftApproval(account, nft)
  const amount = chain.costs ? chain.costs[cost] : chain.costs
  const step =
    nft && nftApproved === undefined
      ? 'loading'
      : getPaidStep({
          cost: amount,
          balance: chain.cakeBalance,
          allowance: chain.cakeAllowance,
          nftApproved,
        })
  const { run, pending } = transaction
  const busy = pending !== undefined

  const approveCake = () =>
    run(
      'approveCake',
      t('Enable %asset%', { asset: 'CAKE' }),
      // Exactly the cost shown, never more: the profile's admin may change its costs at any
      // time, and an unlimited allowance would let a raised cost take the whole balance.
      chain.profile && amount
        ? {
            ...approveToken({ token: chain.cake, spender: chain.profile, amount }),
            summary: t('Approve %symbol%', { symbol: 'CAKE' }),
            approval: { tokenAddress: chain.cake, spender: chain.profile },
          }
        : undefined,
      { title: t('Contract Enabled'), description: t('You can now use CAKE for your profile.') },
    )

  const approveNft = () =>
    run(
      'approveNft',
      t('Enable %asset%', { asset: nft?.label ?? '' }),
      chain.profile && nft
        ? {
            ...approveNftCall({
              collection: nft.collection,
              spender: chain.profile,
              tokenId: nft.tokenId,
            }),
            summary: t('Approve %name%', { name: nft.label }),
          }
        : undefined,
      {
        title: t('Contract Enabled'),
        description: t('The profile contract may now take %name%.', { name: nft?.label ?? '' }),
      },
    )

  return (
    <div className="profile-paid-action">
      {amount !== undefined && amount !== null ? (
        <p className="profile-cost">
          {t('Cost')}:{' '}
          <output aria-label={t('CAKE cost')}>
            <FormattedNumber value={new Fraction(amount, WEI_PER_CAKE)} kind="balance" /> CAKE
          </output>
        </p>
      ) : null}
      {step === 'no-costs' ? (
        <p role="alert" className="profile-error">
          {t('Could not retrieve CAKE costs for profile')}
        </p>
      ) : null}
      {step === 'insufficient-cake' ? (
        <>
          <p role="alert" className="profile-error">
            {t('Insufficient %symbol% balance', { symbol: 'CAKE' })}
          </p>
          {/* spec §8's required-token modal: the way to the token, not only the verdict */}
          <Link className="button" to={`/swap?outputCurrency=${chain.cake}`}>
            {t('Buy %symbol%', { symbol: 'CAKE' })}
          </Link>
        </>
      ) : null}
      {step === 'approve-cake' ? (
        <button type="button" disabled={busy} onClick={() => void approveCake()}>
          {pending === 'approveCake'
            ? t('Enabling %asset%', { asset: 'CAKE' })
            : t('Enable %asset%', { asset: 'CAKE' })}
        </button>
      ) : null}
      {step === 'approve-nft' ? (
        <button type="button" disabled={busy} onClick={() => void approveNft()}>
          {pending === 'approveNft'
            ? t('Enabling %asset%', { asset: nft?.label ?? '' })
            : t('Enable %asset%', { asset: nft?.label ?? '' })}
        </button>
      ) : null}
      {step === 'confirm' || step === 'loading' ? (
        <button
          type="button"
          className="profile-primary"
          disabled={busy || step !== 'confirm' || !ready || !nft}
          onClick={() => void onConfirm()}
        >
          {pending === action ? pendingLabel : label}
        </button>
      ) : null}
    </div>
  )
}
