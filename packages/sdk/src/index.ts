// Public surface of @ghost/sdk: every pure rule of the product spec. Grouped as the spec is.

// amounts
export { CurrencyAmount } from './amounts/currencyAmount'
export { type BigintIsh, Fraction } from './amounts/fraction'
// earn
export { parseDecimal } from './amounts/parseDecimal'
export { Percent } from './amounts/percent'
export { Price, type PriceParameters } from './amounts/price'
export { type FormatOptions, Rounding } from './amounts/rounding'
// analytics (the indexer's prices and tracked figures)
export {
  type GetBnbPriceUsdParameters,
  getBnbPriceUsd,
  type StablePairReserves,
} from './analytics/getBnbPriceUsd'
export {
  type GetDerivedBnbParameters,
  getDerivedBnb,
  type PricingPair,
} from './analytics/getDerivedBnb'
export {
  type GetTrackedLiquidityParameters,
  getTrackedLiquidity,
} from './analytics/getTrackedLiquidity'
export { type GetTrackedVolumeParameters, getTrackedVolume } from './analytics/getTrackedVolume'
export { type GetTradingFeesReturnType, getTradingFees } from './analytics/getTradingFees'
export { MIN_LIQUIDITY_BNB, MIN_STABLE_PAIR_BNB } from './analytics/thresholds'
export { divWad, mulWad, toWad, WAD } from './analytics/wad'
// farm auctions API (the server's `/v1/{chainId}/farm-auctions/…` JSON, shared with the web)
export {
  type ApiFarmAuction,
  type ApiFarmAuctionActivity,
  type ApiFarmAuctionActivityPage,
  type ApiFarmAuctionBid,
  type ApiFarmAuctionBidder,
  type ApiFarmAuctionBidderBid,
  type ApiFarmAuctionBidderDetail,
  type ApiFarmAuctionBidderList,
  type ApiFarmAuctionDetail,
  type ApiFarmAuctionPage,
  type ApiFarmAuctionWinner,
  FARM_AUCTION_STATES,
  type FarmAuctionState,
} from './auction/apiTypes'
// farm auctions (GhostFarmAuction's rules: bid checks, the close's ranking)
export {
  AUCTION_BID_STEP,
  AUCTION_BURN_ADDRESS,
  AUCTION_FARM_DURATION_SECONDS,
  AUCTION_MAX_BIDDERS,
  AUCTION_MAX_WINNERS,
  AUCTION_PROJECT_NAME_MAX_BYTES,
  AUCTION_TOP_BIDS_SHOWN,
} from './auction/constants'
export {
  type AuctionBidder,
  type RankedAuctionBid,
  rankAuctionBids,
} from './auction/rankAuctionBids'
export {
  type AuctionBidError,
  type ValidateAuctionBidParameters,
  type ValidateAuctionBidReturnType,
  validateAuctionBid,
} from './auction/validateAuctionBid'
// competition (the trading battle's off-chain rules: ranks, tiers, the 3:1:1:1 prize split and
// the results proof; the competition and teams API's JSON, shared by server and web — the
// results tree itself is the subpath export `@ghost/sdk/competition/merkle`)
export type {
  ApiCompetition,
  ApiCompetitionResults,
  ApiCompetitionStandings,
  ApiCompetitionTeam,
  ApiCompetitionTier,
  ApiCompetitionTrader,
  ApiCompetitionUser,
  ApiTeam,
  ApiTeamDetail,
  ApiTeamMember,
} from './competition/apiTypes'
export { getCompetitionLeaf, verifyCompetitionProof } from './competition/competitionProof'
export {
  COMPETITION_PHASES,
  COMPETITION_TIER_COUNT,
  type CompetitionPhase,
  type CompetitionState,
  PRIZE_WEIGHT_TOTAL,
  PRIZE_WEIGHTS,
  RANK_IN_TEAM_GROUPS,
  TEAM_RANK_BUCKETS,
  TEAM_TOP_MEMBERS,
} from './competition/constants'
export { getCompetitionState } from './competition/getCompetitionState'
export { getTierPrizeAmounts, type PrizeTokenPrice } from './competition/getTierPrizeAmounts'
export {
  type CompetitionRanking,
  type CompetitionRegistrant,
  countTiers,
  describePrizeTier,
  getPrizeTier,
  type RankedTeam,
  type RankedTrader,
  rankCompetition,
} from './competition/rankCompetition'
// constants
export * from './constants/amm'
export { ChainId, isSupportedChainId } from './constants/chainId'
export * from './constants/earn'
export * from './constants/priceImpact'
export * from './constants/settings'
// currencies
export type { Currency } from './currencies/currency'
export { currencyEquals } from './currencies/currencyEquals'
export { currencyId } from './currencies/currencyId'
export {
  type GetWrapInputErrorParameters,
  getWrapInputError,
  WRAP_INPUT_ERRORS,
} from './currencies/getWrapInputError'
export { type GetWrapTypeParameters, getWrapType, WrapType } from './currencies/getWrapType'
export { Native } from './currencies/native'
export { Token, type TokenParameters } from './currencies/token'
// display
export { formatAmount } from './display/formatAmount'
export { APR_DISPLAY_CAP, formatApr } from './display/formatApr'
export {
  COMPACT_CAP,
  COMPACT_FROM,
  COMPACT_SIGNIFICANT_DIGITS,
  DUST_THRESHOLD,
  type FormatNumberParameters,
  FULL_PRECISION_LIMIT,
  formatNumber,
  formatNumberFull,
  type NumberValue,
  PERCENT_CAP,
  toExactFraction,
} from './display/formatNumber'
export { formatPrice } from './display/formatPrice'
export { formatRoi } from './display/formatRoi'
export { formatShareOfPool, type ShareOfPoolContext } from './display/formatShareOfPool'
export { getPriceDecimals } from './display/getPriceDecimals'
export { shortenAddress } from './display/shortenAddress'
export { MAX_SYMBOL_LENGTH, shortenSymbol } from './display/shortenSymbol'
export {
  getSignificantPrecision,
  KEPT_DECIMALS,
  SIGNIFICANT_DIGITS,
  type SignificantDigitsContext,
} from './display/significantDigits'
export { type GetCompoundGrowthParameters, getCompoundGrowth } from './earn/getCompoundGrowth'
export {
  type GetFarmAprParameters,
  type GetFarmAprReturnType,
  getFarmApr,
} from './earn/getFarmApr'
export {
  type GetFarmLpValuesParameters,
  type GetFarmLpValuesReturnType,
  getFarmLpValues,
} from './earn/getFarmLpValues'
export { getFarmMultiplier } from './earn/getFarmMultiplier'
export {
  type GetLpFeeAprParameters,
  type GetLpFeeAprReturnType,
  getLpFeeApr,
} from './earn/getLpFeeApr'
export {
  type GetPoolAprParameters,
  type GetPoolAprReturnType,
  getPoolApr,
} from './earn/getPoolApr'
export {
  type GetPoolBlockStatusParameters,
  type GetPoolBlockStatusReturnType,
  getPoolBlockStatus,
} from './earn/getPoolBlockStatus'
export { type GetPoolWeightParameters, getPoolWeight } from './earn/getPoolWeight'
export {
  type GetPrincipalForTargetRoiParameters,
  type GetPrincipalForTargetRoiReturnType,
  getPrincipalForTargetRoi,
} from './earn/getPrincipalForTargetRoi'
export {
  type GetRoiFromPrincipalParameters,
  type GetRoiFromPrincipalReturnType,
  getRoiFromPrincipal,
} from './earn/getRoiFromPrincipal'
export * from './errors/address'
export * from './errors/amounts'
// errors
export { BaseError, type BaseErrorParameters, type BaseErrorType } from './errors/base'
export * from './errors/multicall'
export * from './errors/pair'
export * from './errors/slippage'
export * from './errors/tokenLists'
export * from './errors/trade'
// gas
export {
  type GetGasLimitParameters,
  getGasLimit,
  PAIR_ORACLE_WRITE_GAS,
} from './gas/getGasLimit'
export { getMigratorCallPairCount, type MigratorCall } from './gas/getMigratorCallPairCount'
export { getRouterCallPairCount, type RouterCall } from './gas/getRouterCallPairCount'
// ifo (GhostIFO's rules: allocations with running totals, fee tiers, phases, commit checks;
// the IFO API's JSON, shared by server and web)
export type {
  ApiIfo,
  ApiIfoDeposit,
  ApiIfoDepositPage,
  ApiIfoPage,
  ApiIfoPool,
  ApiIfoUser,
  ApiIfoUserPage,
  ApiIfoUserPool,
} from './ifo/apiTypes'
export {
  IFO_ACHIEVEMENT_USD,
  IFO_BASIC_LIMIT_USD,
  IFO_DEFAULT_FEE_TIERS,
  IFO_LIMITS_LEAD_SECONDS,
  IFO_MAX_FEE_BPS,
  IFO_MAX_FEE_TIERS,
  IFO_POOL_IDS,
  IFO_POOL_KINDS,
  type IfoFeeTier,
  type IfoPoolId,
  type IfoPoolKind,
} from './ifo/constants'
export {
  getIfoAllocation,
  getIfoAllocationAfterCommit,
  getIfoFeeBps,
  getIfoSubscriptionBps,
  type IfoAllocation,
  type IfoPoolState,
} from './ifo/getIfoAllocation'
export { getIfoPhase, getIfoSecondsLeft, type IfoPhase } from './ifo/getIfoPhase'
export {
  type IfoCommitContext,
  type IfoCommitError,
  validateIfoCommit,
} from './ifo/validateIfoCommit'
// files (content-addressed store)
export { cidFromIpfsUri, computeCid, parseCid, toIpfsUri } from './ipfs/cid'
// lottery (GhostLottery's rules: bulk price, ticket numbers and ids, brackets, settlement; the
// lottery API's JSON, shared by server and web)
export {
  type ApiLotteryEvent,
  type ApiLotteryEventKind,
  type ApiLotteryRound,
  type ApiLotteryStatus,
  type ApiLotteryTicket,
  type ApiLotteryUserRound,
  LOTTERY_API_STATUSES,
  LOTTERY_EVENT_KINDS,
} from './lottery/apiTypes'
export { chunk } from './lottery/chunk'
export {
  LOTTERY_BASIS_POINTS,
  LOTTERY_BRACKETS,
  LOTTERY_DEFAULT_BREAKDOWN,
  LOTTERY_DISCOUNT_DIVISOR,
  LOTTERY_MAX_TICKETS,
  LOTTERY_NUMBER_LIMIT,
  LOTTERY_TICKET_PRICE_USD,
} from './lottery/constants'
export { getBulkDiscountPercent, getBulkTicketCost } from './lottery/getBulkTicketCost'
export { getLotteryPhase, type LotteryPhase } from './lottery/getLotteryPhase'
export { randomTicketNumbers } from './lottery/randomTicketNumbers'
export {
  countWinnersPerBracket,
  getTicketReward,
  type LotterySettlement,
  type SettleLotteryRoundParameters,
  settleLotteryRound,
} from './lottery/settleLotteryRound'
export { getTicketId, splitTicketId } from './lottery/ticketId'
export {
  finalNumberFromRandomWord,
  formatTicketNumber,
  matchedDigits,
  parseTicketNumber,
  ticketDigits,
} from './lottery/ticketNumber'
export {
  LOTTERY_INJECTION_ERROR,
  validateLotteryInjection,
} from './lottery/validateLotteryInjection'
// migration (GhostMigrator's quote: a legacy LP position burnt and deposited into Ghost's pair)
export {
  type QuoteMigrationParameters,
  type QuoteMigrationReturnType,
  quoteMigration,
} from './migration/quoteMigration'
// nft: the fee split and lazily minted orders (EIP-712)
export {
  calculateNftFees,
  NFT_FEE_DEFAULTS,
  type NftFeeBreakdown,
  type NftFeeRates,
} from './nft/fees'
export {
  type ApiLazyOrderFields,
  type ApiLazyOrderSignature,
  getLazyOrderDomain,
  getLazyOrderTypedData,
  LAZY_ORDER_DOMAIN_NAME,
  LAZY_ORDER_DOMAIN_VERSION,
  type LazyOrder,
  lazyOrderPrimaryType,
  lazyOrderTypes,
  toLazyOrder,
  toLazyOrderSignature,
} from './nft/lazyOrder'
export { getNftLocation, type NftLocationFacts } from './nft/location'
export {
  DEFAULT_UPLOAD_MAX_BYTES,
  MAX_COLLECTION_DESCRIPTION_LENGTH,
  MAX_COLLECTION_NAME_LENGTH,
  MAX_DISPLAY_TYPE_LENGTH,
  MAX_TEMPLATE_NAME_LENGTH,
  MAX_TOKEN_ATTRIBUTES,
  MAX_TOKEN_DESCRIPTION_LENGTH,
  MAX_TOKEN_NAME_LENGTH,
  MAX_TRAIT_TYPE_LENGTH,
  MAX_TRAIT_VALUE_LENGTH,
  UPLOAD_IMAGE_TYPES,
  USERS_BATCH_MAX,
} from './nftApi/limits'
export { parseMetadataAttribute } from './nftApi/metadataAttribute'
// nftApi: the JSON of the NFT market API and the profile service (server and web share it)
export type {
  ApiClosedOrder,
  ApiCollection,
  ApiCollectionTokens,
  ApiDatapost,
  ApiErrorBody,
  ApiImage,
  ApiIntroduction,
  ApiItem,
  ApiList,
  ApiNonce,
  ApiOpenOrder,
  ApiOrder,
  ApiOrderFields,
  ApiOrderSearchResult,
  ApiOwnedToken,
  ApiOwnerTokens,
  ApiPage,
  ApiSession,
  ApiSessionInfo,
  ApiTemplate,
  ApiToken,
  ApiTokenLink,
  ApiUniqueness,
  ApiUpload,
  ApiUser,
  ApiUsernameCheck,
  ApiUsers,
  CollectionStatus,
  IndexedTo,
  NftLocation,
  OrderStatus,
  TemplateData,
  TokenAttribute,
} from './nftApi/types'
export {
  USERNAME_ERROR_MESSAGE,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  type UsernameValidation,
  usernameKey,
  validateUsername,
} from './nftApi/username'
// pair math
export {
  type ComputePairAddressParameters,
  computePairAddress,
} from './pair/computePairAddress'
export {
  type GetAmountInErrorType,
  type GetAmountInParameters,
  type GetAmountInReturnType,
  getAmountIn,
} from './pair/getAmountIn'
export {
  type GetAmountOutErrorType,
  type GetAmountOutParameters,
  type GetAmountOutReturnType,
  getAmountOut,
} from './pair/getAmountOut'
export {
  type GetDepositPoolShareParameters,
  getDepositPoolShare,
} from './pair/getDepositPoolShare'
export {
  type GetInputAmountErrorType,
  type GetInputAmountParameters,
  type GetInputAmountReturnType,
  getInputAmount,
} from './pair/getInputAmount'
export {
  type GetLiquidityMintedErrorType,
  type GetLiquidityMintedParameters,
  type GetLiquidityMintedReturnType,
  getLiquidityMinted,
} from './pair/getLiquidityMinted'
export {
  type GetLiquidityValueErrorType,
  type GetLiquidityValueParameters,
  type GetLiquidityValueReturnType,
  getLiquidityValue,
} from './pair/getLiquidityValue'
export {
  type GetOutputAmountErrorType,
  type GetOutputAmountParameters,
  type GetOutputAmountReturnType,
  getOutputAmount,
} from './pair/getOutputAmount'
export {
  type GetPooledAmountsErrorType,
  type GetPooledAmountsParameters,
  type GetPooledAmountsReturnType,
  getPooledAmounts,
} from './pair/getPooledAmounts'
export {
  type GetPoolShareParameters,
  type GetPoolShareReturnType,
  getPoolShare,
} from './pair/getPoolShare'
export {
  type GetTotalSupplyAfterFeeParameters,
  getTotalSupplyAfterFee,
} from './pair/getTotalSupplyAfterFee'
export { LP_TOKEN_NAME, LP_TOKEN_SYMBOL, Pair, type PairParameters } from './pair/pair'
export { pairFromReserves } from './pair/pairFromReserves'
export { sqrt } from './pair/sqrt'
// prediction (GhostPrediction's rules: settlement, payouts, multipliers, round phases, bet
// outcomes and amounts; the prediction API's JSON, shared by server and web)
export {
  type ApiPredictionBet,
  type ApiPredictionBetPage,
  type ApiPredictionLeaderboard,
  type ApiPredictionPlayer,
  type ApiPredictionRound,
  type ApiPredictionRoundPage,
  type ApiPredictionRoundState,
  PREDICTION_API_ROUND_STATES,
  PREDICTION_LEADERBOARD_ORDERS,
  type PredictionLeaderboardOrder,
} from './prediction/apiTypes'
export {
  betSideFromEnum,
  PREDICTION_BASIS_POINTS,
  PREDICTION_BUFFER_SECONDS,
  PREDICTION_INTERVAL_SECONDS,
  PREDICTION_MAX_TREASURY_FEE,
  PREDICTION_MIN_BET,
  PREDICTION_ORACLE_DECIMALS,
  PREDICTION_POSITIONS,
  PREDICTION_TREASURY_FEE,
  type PredictionBetSide,
  type PredictionPosition,
} from './prediction/constants'
export {
  getBetOutcome,
  matchesHistoryFilter,
  PREDICTION_HISTORY_FILTERS,
  type PredictionBetOutcome,
  type PredictionHistoryFilter,
} from './prediction/getBetOutcome'
export {
  getLaterRoundTimes,
  getRoundPhase,
  type PredictionRoundPhase,
  type PredictionRoundTimes,
} from './prediction/getRoundPhase'
export { oracleAnswerFromReserves } from './prediction/oracleAnswer'
export { getPayoutMultiplier } from './prediction/payoutMultiplier'
export {
  getClaimPayout,
  getPotWinner,
  getProRataPayout,
  getRoundWinner,
  type PredictionPools,
  type PredictionSettlement,
  settlePredictionRound,
} from './prediction/settlePredictionRound'
export { type PredictionBetError, validatePredictionBet } from './prediction/validatePredictionBet'
// routing and trades
export {
  type CreateRoutingIndexParameters,
  type CreateRoutingIndexReturnType,
  createRoutingIndex,
  type RoutingIndex,
} from './routing/createRoutingIndex'
export { type HasSameTopologyParameters, hasSameTopology } from './routing/hasSameTopology'
export type { RoutingSource } from './routing/resolveRoutingIndex'
export {
  type UpdateRoutingIndexParameters,
  type UpdateRoutingIndexReturnType,
  updateRoutingIndex,
} from './routing/updateRoutingIndex'
// rpc (reads that survive a public node: fallbacks, retries, capped getLogs ranges)
export { classifyLogsError, type LogsErrorKind } from './rpc/classifyLogsError'
export {
  type CreateRpcTransportParameters,
  createRpcTransport,
  DEFAULT_RPC_RETRY_COUNT,
  DEFAULT_RPC_RETRY_DELAY,
  DEFAULT_RPC_TIMEOUT,
} from './rpc/createRpcTransport'
export {
  DEFAULT_LOGS_MAX_RANGE,
  type GetLogsInRangesParameters,
  type GetLogsInRangesReturnType,
  getLogsInRanges,
  type LogRange,
} from './rpc/getLogsInRanges'
// slippage and deadline
export {
  type CalculateSlippageAmountErrorType,
  type CalculateSlippageAmountParameters,
  type CalculateSlippageAmountReturnType,
  calculateSlippageAmount,
} from './slippage/calculateSlippageAmount'
export {
  type ComputeSlippageAdjustedAmountsErrorType,
  type ComputeSlippageAdjustedAmountsParameters,
  type ComputeSlippageAdjustedAmountsReturnType,
  computeSlippageAdjustedAmounts,
} from './slippage/computeSlippageAdjustedAmounts'
export { getSlippageWarning } from './slippage/getSlippageWarning'
export {
  type GetTransactionDeadlineParameters,
  getTransactionDeadline,
} from './slippage/getTransactionDeadline'
export {
  type ParseDeadlineInputReturnType,
  parseDeadlineInput,
} from './slippage/parseDeadlineInput'
export {
  type ParseSlippageInputReturnType,
  parseSlippageInput,
} from './slippage/parseSlippageInput'
export { SLIPPAGE_MESSAGES, type SlippageMessage } from './slippage/slippageMessages'
// token lists
export { filterTokens, type SearchableToken } from './tokenLists/filterTokens'
export {
  type GetSearchEnterSelectionParameters,
  getSearchEnterSelection,
} from './tokenLists/getSearchEnterSelection'
export { getTokenComparator, type TokenBalances } from './tokenLists/getTokenComparator'
export { getVersionUpgrade, VersionUpgrade } from './tokenLists/getVersionUpgrade'
export { isVersionUpdate } from './tokenLists/isVersionUpdate'
export {
  EMPTY_TOKEN_LIST_STATE,
  reduceTokenListState,
  type TokenListEvent,
  type TokenListState,
} from './tokenLists/reduceTokenListState'
export { sortTokensByQuery } from './tokenLists/sortTokensByQuery'
export {
  type ListedToken,
  type TokenAddressMap,
  type TokenListToMapErrorType,
  tokenListToMap,
} from './tokenLists/tokenListToMap'
export type { TokenInfo, TokenList, TokenListVersion } from './tokenLists/types'
export { type ValidateTokenListErrorType, validateTokenList } from './tokenLists/validateTokenList'
export { versionComparator } from './tokenLists/versionComparator'
export {
  type BestTradeExactInErrorType,
  type BestTradeExactInParameters,
  type BestTradeExactInReturnType,
  bestTradeExactIn,
} from './trade/bestTradeExactIn'
export {
  type BestTradeExactOutErrorType,
  type BestTradeExactOutParameters,
  type BestTradeExactOutReturnType,
  bestTradeExactOut,
} from './trade/bestTradeExactOut'
export {
  type ComputePriceImpactParameters,
  computePriceImpact,
} from './trade/computePriceImpact'
export {
  type ComputeTradePriceBreakdownReturnType,
  computeTradePriceBreakdown,
} from './trade/computeTradePriceBreakdown'
export {
  type GetBestTradeErrorType,
  type GetBestTradeParameters,
  type GetBestTradeReturnType,
  getBestTrade,
} from './trade/getBestTrade'
export {
  getPriceImpactConfirmation,
  type PriceImpactConfirmation,
} from './trade/getPriceImpactConfirmation'
export {
  getPriceImpactSeverity,
  type PriceImpactSeverity,
} from './trade/getPriceImpactSeverity'
export {
  type GetSwapErrorMessageParameters,
  getSwapErrorMessage,
} from './trade/getSwapErrorMessage'
export { inputOutputComparator } from './trade/inputOutputComparator'
export {
  type IsTradeBetterErrorType,
  type IsTradeBetterParameters,
  type IsTradeBetterReturnType,
  isTradeBetter,
} from './trade/isTradeBetter'
export { Route, type RouteParameters } from './trade/route'
export { SWAP_ERROR_TEXTS } from './trade/swapErrorTexts'
export { Trade, type TradeParameters } from './trade/trade'
export { tradeComparator } from './trade/tradeComparator'
export { TradeType } from './trade/tradeType'
// transactions
export { type ParseCallKeyErrorType, parseCallKey } from './transactions/parseCallKey'
export {
  type ShouldCheckReceiptParameters,
  shouldCheckReceipt,
} from './transactions/shouldCheckReceipt'
export { type Call, type ToCallKeyErrorType, toCallKey } from './transactions/toCallKey'
// validation
export {
  type ContenthashToUriErrorType,
  contenthashToUri,
  hexToBytes,
} from './validation/contenthashToUri'
export { isAddress } from './validation/isAddress'
export {
  INVALID_RECIPIENT,
  type IsBlockedRecipientParameters,
  isBlockedRecipient,
} from './validation/isBlockedRecipient'
export { isValidListLocation, LIST_LOCATION_MESSAGES } from './validation/isValidListLocation'
export { maxAmountSpend } from './validation/maxAmountSpend'
export { AMOUNT_INPUT_MAX_LENGTH, parseAmountInput } from './validation/parseAmountInput'
export { type ParseEnsAddressReturnType, parseEnsAddress } from './validation/parseEnsAddress'
export { type ParseRecipientReturnType, parseRecipient } from './validation/parseRecipient'
export { tryParseAmount } from './validation/tryParseAmount'
export { IPFS_GATEWAYS, uriToHttp } from './validation/uriToHttp'
export {
  type ValidateContractAddressErrorType,
  validateContractAddress,
} from './validation/validateContractAddress'
export { version } from './version'
// voting (EIP-712 proposals and votes, the voting-power strategy at a snapshot block, tallies
// and recounts; the voting API's JSON, shared by server and web)
export type {
  ApiProposal,
  ApiProposalPage,
  ApiProposalRequest,
  ApiRecount,
  ApiVote,
  ApiVotePage,
  ApiVoteRequest,
  ApiVotingConfig,
  ApiVotingPower,
  VotingSeedFile,
} from './voting/apiTypes'
export {
  PROPOSAL_STATES,
  PROPOSAL_TYPES,
  type ProposalState,
  type ProposalType,
  VOTING_BODY_MAX_LENGTH,
  VOTING_CHOICE_MAX_LENGTH,
  VOTING_DEFAULT_MIN_PROPOSAL_POWER,
  VOTING_DOMAIN_NAME,
  VOTING_DOMAIN_VERSION,
  VOTING_MAX_CHOICES,
  VOTING_MAX_DURATION_SECONDS,
  VOTING_MIN_CHOICES,
  VOTING_TIMESTAMP_TOLERANCE_SECONDS,
  VOTING_TITLE_MAX_LENGTH,
} from './voting/constants'
export { getProposalState } from './voting/getProposalState'
export {
  type GetVotingPowerParameters,
  type GetVotingPowerSourcesParameters,
  getVotingPower,
  getVotingPowerSources,
  type VotingPower,
  type VotingPowerSources,
} from './voting/getVotingPower'
export { isMissingContract } from './voting/isMissingContract'
export {
  type Recount,
  RecountProposalError,
  type RecountProposalParameters,
  recountProposal,
  type SignedProposalJson,
  type SignedVoteJson,
} from './voting/recountProposal'
export { type CountedVote, tallyVotes, type VoteTally } from './voting/tallyVotes'
export {
  getProposalId,
  getProposalTypedData,
  getVoteTypedData,
  getVotingDomain,
  type ProposalMessage,
  type ProposalMessageJson,
  proposalMessageFromJson,
  proposalMessageToJson,
  type VoteMessage,
  type VoteMessageJson,
  voteMessageFromJson,
  voteMessageToJson,
  votingTypes,
} from './voting/typedData'
export {
  type ProposalDraft,
  type ProposalError,
  type ProposalRulesContext,
  validateProposal,
} from './voting/validateProposal'
export { type VoteError, type VoteRulesContext, validateVote } from './voting/validateVote'
