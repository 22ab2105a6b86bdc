/**
 * An item's introductions (spec §7 GET/POST `…/tokens/{id}/introductions`): notes its owners
 * wrote, newest first. The owner writes one: a first post signs in to the API with the wallet
 * (Sign-In with Ethereum), then sends; the API's refusal is shown as it says it, and the text
 * stays in the box.
 */
import type { ApiIntroduction } from '@ghost/sdk'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { getIntroductionsOrNull, postIntroduction } from '../../../api/nfts/introductions'
import { NftApiError } from '../../../api/nfts/NftApiError'
import { useNftApi } from '../../../api/nfts/useNftApi'
import { Card } from '../../../components/layout'
import { useTranslation } from '../../../i18n'
import { ProfileAddress } from '../profile/ProfileAddress'
import { getPostIntroductionError } from './introductionRules'

export type IntroductionsProps = {
  collection: string
  tokenId: string
  /** The token's owner (lowercase), null when unknown: only the owner may write. */
  owner: string | null
}

export function introductionsQueryKey(chainId: number, collection: string, tokenId: string) {
  return ['nfts', 'introductions', chainId, collection, tokenId] as const
}

export function Introductions({ collection, tokenId, owner }: IntroductionsProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const { client } = useNftApi()
  const query = useQuery({
    queryKey: introductionsQueryKey(client.chainId, collection, tokenId),
    queryFn: ({ signal }) => getIntroductionsOrNull(client, { collection, tokenId, signal }),
  })
  const introductions = query.data?.data ?? []
  return (
    <Card labelledBy={headingId} className="nft-item-introductions" busy={query.isPending}>
      <h2 id={headingId}>{t('Introductions')}</h2>
      {query.isPending ? (
        <p>{t('Loading…')}</p>
      ) : query.data === null || query.data === undefined ? (
        <div role="alert" className="nft-item-error">
          <p>{t('Error fetching data')}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {t('Try again')}
          </button>
        </div>
      ) : introductions.length === 0 ? (
        <p>{t('No introductions yet')}</p>
      ) : (
        <ul className="nft-item-introduction-list" aria-label={t('Introductions')}>
          {introductions.map((introduction) => (
            <IntroductionEntry key={introduction.id} introduction={introduction} />
          ))}
        </ul>
      )}
      <IntroductionForm collection={collection} tokenId={tokenId} owner={owner} />
    </Card>
  )
}

function IntroductionEntry({ introduction }: { introduction: ApiIntroduction }) {
  const { locale } = useTranslation()
  const date = new Date(introduction.createdAt)
  return (
    <li className="nft-item-introduction">
      <div className="nft-item-introduction-meta">
        <ProfileAddress address={introduction.author} />
        <time dateTime={introduction.createdAt}>{formatDate(date, locale)}</time>
      </div>
      <p className="nft-item-introduction-content">{introduction.content}</p>
    </li>
  )
}

function formatDate(date: Date, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
  } catch {
    return date.toISOString()
  }
}

function IntroductionForm({ collection, tokenId, owner }: IntroductionsProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { client, account, signedIn, signIn } = useNftApi()
  const [content, setContent] = useState('')
  const fieldId = useId()
  const mutation = useMutation({
    mutationFn: async (text: string) => {
      if (!account) throw new NftApiError(0, 'Connect a wallet to sign in.')
      if (!signedIn) await signIn()
      return postIntroduction(client, { collection, tokenId, content: text, author: account })
    },
    onSuccess: async () => {
      setContent('')
      await queryClient.invalidateQueries({
        queryKey: introductionsQueryKey(client.chainId, collection, tokenId),
      })
    },
  })
  if (!account)
    return <p className="nft-item-hint">{t('Connect your wallet to introduce this NFT.')}</p>
  if (owner !== account) {
    return <p className="nft-item-hint">{t('Only the owner of this NFT can introduce it.')}</p>
  }
  const error = mutation.error ? getPostIntroductionError(mutation.error) : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (content.trim() === '' || mutation.isPending) return
    mutation.mutate(content)
  }
  return (
    <form className="nft-item-introduction-form" onSubmit={submit}>
      <label htmlFor={fieldId}>{t('Introduce your NFT')}</label>
      <textarea
        id={fieldId}
        value={content}
        rows={3}
        onChange={(event) => setContent(event.target.value)}
      />
      {error ? (
        <p role="alert" className="nft-item-error">
          {error.kind === 'api' ? error.message : t(error.message)}
        </p>
      ) : null}
      <button
        type="submit"
        className="button"
        disabled={content.trim() === '' || mutation.isPending}
      >
        {mutation.isPending
          ? t('Posting…')
          : signedIn
            ? t('Post introduction')
            : t('Sign in and post')}
      </button>
    </form>
  )
}
