import { Link } from 'react-router'
import { useTranslation } from '../../../i18n'
import { CREATE_NFT_LINK } from '../../../layout/menuConfig'

/** The way to /nfts/createnft from the NFT pages where a creator looks for it (issue 28). */
export function CreateNftLink() {
  const { t } = useTranslation()
  return (
    <Link to={CREATE_NFT_LINK.href} className="button">
      {t(CREATE_NFT_LINK.label)}
    </Link>
  )
}
