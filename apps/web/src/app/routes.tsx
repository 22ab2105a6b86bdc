/**
 * The route table of spec §2. Every screen is its own lazily loaded chunk; redirects are decided
 * by the pure rules in `redirects.ts`.
 */
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router'
import { useConnection } from 'wagmi'
import { lazyPage } from '../components/lazyPage'
import { NotFoundPage } from '../features/notFound/NotFoundPage'
import {
  type AddRoute,
  getAddRedirect,
  getProfileRedirect,
  getRemoveRedirect,
  getSwapOutputRedirect,
} from './redirects'
import { Shell } from './Shell'

const HomePage = lazyPage(() => import('../features/home/HomePage').then((m) => m.HomePage))
const SwapPage = lazyPage(() => import('../features/swap/SwapPage').then((m) => m.SwapPage))
const LiquidityPage = lazyPage(() =>
  import('../features/liquidity/LiquidityPage').then((m) => m.LiquidityPage),
)
const AddLiquidityPage = lazyPage(() =>
  import('../features/liquidity/AddLiquidityPage').then((m) => m.AddLiquidityPage),
)
const RemoveLiquidityPage = lazyPage(() =>
  import('../features/liquidity/RemoveLiquidityPage').then((m) => m.RemoveLiquidityPage),
)
const ImportPoolPage = lazyPage(() =>
  import('../features/liquidity/ImportPoolPage').then((m) => m.ImportPoolPage),
)
const MigrationPage = lazyPage(() =>
  import('../features/migration/MigrationPage').then((m) => m.MigrationPage),
)
const FarmsPage = lazyPage(() => import('../features/farms/FarmsPage').then((m) => m.FarmsPage))
const FarmAuctionPage = lazyPage(() =>
  import('../features/farmAuction/FarmAuctionPage').then((m) => m.FarmAuctionPage),
)
const PoolsPage = lazyPage(() => import('../features/pools/PoolsPage').then((m) => m.PoolsPage))
const RewardsPage = lazyPage(() =>
  import('../features/rewards/RewardsPage').then((m) => m.RewardsPage),
)
const LotteryPage = lazyPage(() =>
  import('../features/lottery/LotteryPage').then((m) => m.LotteryPage),
)
const PredictionPage = lazyPage(() =>
  import('../features/prediction/PredictionPage').then((m) => m.PredictionPage),
)
const IfoPage = lazyPage(() => import('../features/ifo/IfoPage').then((m) => m.IfoPage))
const IfoHistoryPage = lazyPage(() =>
  import('../features/ifo/history/IfoHistoryPage').then((m) => m.IfoHistoryPage),
)
const VotingPage = lazyPage(() => import('../features/voting/VotingPage').then((m) => m.VotingPage))
const ProposalPage = lazyPage(() =>
  import('../features/voting/ProposalPage').then((m) => m.ProposalPage),
)
const CreateProposalPage = lazyPage(() =>
  import('../features/voting/CreateProposalPage').then((m) => m.CreateProposalPage),
)
const TeamsPage = lazyPage(() => import('../features/teams/TeamsPage').then((m) => m.TeamsPage))
const TeamPage = lazyPage(() => import('../features/teams/TeamPage').then((m) => m.TeamPage))
const CompetitionPage = lazyPage(() =>
  import('../features/competition/CompetitionPage').then((m) => m.CompetitionPage),
)
const NftOverviewPage = lazyPage(() =>
  import('../features/nfts/NftOverviewPage').then((m) => m.NftOverviewPage),
)
const CollectionsPage = lazyPage(() =>
  import('../features/nfts/CollectionsPage').then((m) => m.CollectionsPage),
)
const MypagePage = lazyPage(() => import('../features/nfts/MypagePage').then((m) => m.MypagePage))
const CreateNftPage = lazyPage(() =>
  import('../features/nfts/CreateNftPage').then((m) => m.CreateNftPage),
)
const ProfilePage = lazyPage(() =>
  import('../features/nfts/ProfilePage').then((m) => m.ProfilePage),
)
const SquadPage = lazyPage(() =>
  import('../features/nfts/squad/SquadPage').then((m) => m.SquadPage),
)
const NftDetailPage = lazyPage(() =>
  import('../features/nfts/NftDetailPage').then((m) => m.NftDetailPage),
)
const InfoOverviewPage = lazyPage(() =>
  import('../features/info/pages/InfoOverviewPage').then((m) => m.InfoOverviewPage),
)
const InfoPoolsPage = lazyPage(() =>
  import('../features/info/pages/InfoPoolsPage').then((m) => m.InfoPoolsPage),
)
const InfoTokensPage = lazyPage(() =>
  import('../features/info/pages/InfoTokensPage').then((m) => m.InfoTokensPage),
)
const InfoPoolPage = lazyPage(() =>
  import('../features/info/pages/InfoPoolPage').then((m) => m.InfoPoolPage),
)
const InfoTokenPage = lazyPage(() =>
  import('../features/info/pages/InfoTokenPage').then((m) => m.InfoTokenPage),
)

function SwapOutputRedirect() {
  const { outputCurrency = '' } = useParams()
  const { search } = useLocation()
  return <Navigate replace to={getSwapOutputRedirect(outputCurrency, search)} />
}

function AddLiquidityRoute({ base }: { base: AddRoute }) {
  const { currencyIdA, currencyIdB } = useParams()
  const redirect = getAddRedirect(base, currencyIdA, currencyIdB)
  return redirect ? <Navigate replace to={redirect} /> : <AddLiquidityPage />
}

function RemoveTokensRedirect() {
  const { tokens } = useParams()
  return <Navigate replace to={getRemoveRedirect(tokens)} />
}

function ProfileRedirect() {
  const { address } = useConnection()
  return <Navigate replace to={getProfileRedirect(address)} />
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<HomePage />} />
        <Route path="farms" element={<FarmsPage />} />
        <Route path="farms/history" element={<FarmsPage />} />
        <Route path="farms/auction" element={<FarmAuctionPage />} />
        <Route path="pools" element={<PoolsPage />} />
        <Route path="pools/history" element={<PoolsPage />} />
        <Route path="staking" element={<Navigate replace to="/pools" />} />
        <Route path="rewards" element={<RewardsPage />} />
        <Route path="lottery" element={<LotteryPage />} />
        <Route path="prediction" element={<PredictionPage />} />
        <Route path="ifo" element={<IfoPage />} />
        <Route path="ifo/history" element={<IfoHistoryPage />} />
        <Route path="voting" element={<VotingPage />} />
        <Route path="voting/proposal/create" element={<CreateProposalPage />} />
        <Route path="voting/proposal/:id" element={<ProposalPage />} />
        <Route path="teams" element={<TeamsPage />} />
        <Route path="teams/:id" element={<TeamPage />} />
        <Route path="competition" element={<CompetitionPage />} />

        <Route path="swap" element={<SwapPage />} />
        <Route path="swap/:outputCurrency" element={<SwapOutputRedirect />} />
        <Route path="send" element={<Navigate replace to="/swap" />} />
        <Route path="find" element={<ImportPoolPage />} />
        <Route path="liquidity" element={<LiquidityPage />} />
        <Route path="migration" element={<MigrationPage />} />
        <Route path="pool" element={<Navigate replace to="/liquidity" />} />
        {(['add', 'create'] as const).map((base) => (
          <Route key={base} path={base}>
            <Route index element={<AddLiquidityRoute base={`/${base}`} />} />
            <Route path=":currencyIdA" element={<AddLiquidityRoute base={`/${base}`} />} />
            <Route
              path=":currencyIdA/:currencyIdB"
              element={<AddLiquidityRoute base={`/${base}`} />}
            />
          </Route>
        ))}
        <Route path="remove/:tokens" element={<RemoveTokensRedirect />} />
        <Route path="remove/:currencyIdA/:currencyIdB" element={<RemoveLiquidityPage />} />

        <Route path="nfts" element={<NftOverviewPage />} />
        <Route path="nfts/collections" element={<CollectionsPage />} />
        <Route path="nfts/collections/:collectionAddress" element={<CollectionsPage />} />
        <Route path="nfts/collections/:collectionAddress/:tokenId" element={<NftDetailPage />} />
        <Route path="nfts/mypage" element={<MypagePage />} />
        <Route path="nfts/createnft" element={<CreateNftPage />} />
        <Route path="nfts/squad" element={<SquadPage />} />
        <Route path="nfts/profile" element={<ProfilePage />} />
        <Route path="nfts/profile/:accountAddress" element={<ProfilePage />} />
        <Route path="collectibles" element={<Navigate replace to="/nfts" />} />
        <Route path="profile" element={<ProfileRedirect />} />

        <Route path="info" element={<InfoOverviewPage />} />
        <Route path="info/pools" element={<InfoPoolsPage />} />
        <Route path="info/pools/:address" element={<InfoPoolPage />} />
        <Route path="info/tokens" element={<InfoTokensPage />} />
        <Route path="info/tokens/:address" element={<InfoTokenPage />} />

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  )
}
