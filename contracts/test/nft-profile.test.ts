/**
 * GhostProfile: every function's success with its events and state, and every revert with its
 * exact reason, from one fixture world (teams, an approved collection, an active, a paused and
 * an unregistered user).
 */
import { type Address, type Hex, parseEventLogs, type TransactionReceipt, zeroAddress } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { ghostProfileAbi, ghostProfileBytecode, testAvatarNFTAbi } from '../generated'
import {
  type AnvilClient,
  type AnvilInstance,
  anvilClient,
  devAccount,
  revertTo,
  startAnvil,
} from '../lib/anvil'
import {
  approveToken,
  deployRevertReason,
  deployToken,
  mined,
  tokenBalance,
  transferToken,
  userClients,
} from './farms/setup'
import {
  COSTS,
  deployAvatarNft,
  deployProfile,
  fundUser,
  mintAvatar,
  ownerOfToken,
  POINT_ROLE,
  profileCall,
  profileRevert,
  SPECIAL_ROLE,
  STARTING_CAKE,
  send,
} from './nft/profile'

let anvil: AnvilInstance
let admin: AnvilClient
let alice: AnvilClient // active profile in team 1, avatar nft #1, also holds #2
let bob: AnvilClient // no profile, holds nft #11, #12 and other #11
let carol: AnvilClient // paused profile in team 2, holds nft #21 again
let pointer: AnvilClient // POINT_ROLE
let special: AnvilClient // SPECIAL_ROLE
let cake: Address
let nft: Address // approved
let other: Address // an ERC721 that is not approved
let profile: Address
let snapshot: Hex

const TEAM_GHOSTS = 1n
const TEAM_SQUAD = 2n
const TEAM_CLOSED = 3n

beforeAll(async () => {
  anvil = await startAnvil()
  admin = anvilClient(anvil.url)
  ;[alice, bob, carol, pointer, special] = userClients(anvil.url, 5) as [
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
    AnvilClient,
  ]
  cake = await deployToken(admin, 'CAKE')
  nft = await deployAvatarNft(admin, 'GSQ')
  other = await deployAvatarNft(admin, 'OTH')
  profile = await deployProfile(admin, cake)

  await send(admin, profile, profileCall({ functionName: 'addTeam', args: ['Ghosts', 'Boo'] }))
  await send(admin, profile, profileCall({ functionName: 'addTeam', args: ['Squad', 'Us'] }))
  await send(admin, profile, profileCall({ functionName: 'addTeam', args: ['Closed', 'No'] }))
  await send(
    admin,
    profile,
    profileCall({ functionName: 'updateTeam', args: [TEAM_CLOSED, 'Closed', 'No', false] }),
  )
  await send(admin, profile, profileCall({ functionName: 'approveCollection', args: [nft] }))
  await send(
    admin,
    profile,
    profileCall({ functionName: 'grantRole', args: [POINT_ROLE, pointer.account.address] }),
  )
  await send(
    admin,
    profile,
    profileCall({ functionName: 'grantRole', args: [SPECIAL_ROLE, special.account.address] }),
  )

  for (const [user, ids] of [
    [alice, [1n, 2n]],
    [bob, [11n, 12n]],
    [carol, [21n]],
  ] as const) {
    await fundUser(admin, user, cake, profile, [nft, other])
    for (const id of ids) await mintAvatar(admin, nft, user.account.address, id)
  }
  await mintAvatar(admin, other, bob.account.address, 11n)

  await send(alice, profile, profileCall({ functionName: 'createProfile', args: [1n, nft, 1n] }))
  await send(carol, profile, profileCall({ functionName: 'createProfile', args: [2n, nft, 21n] }))
  await send(carol, profile, profileCall({ functionName: 'pauseProfile', args: [] }))
})

afterAll(async () => {
  await anvil?.stop()
})

beforeEach(async () => {
  snapshot = await admin.snapshot()
})

afterEach(async () => {
  await revertTo(admin, snapshot)
})

const read = () => ({ address: profile, abi: ghostProfileAbi }) as const

async function userProfile(user: AnvilClient) {
  const [userId, numberPoints, teamId, nftAddress, tokenId, isActive] = await admin.readContract({
    ...read(),
    functionName: 'getUserProfile',
    args: [user.account.address],
  })
  return { userId, numberPoints, teamId, nftAddress, tokenId, isActive }
}

async function team(teamId: bigint) {
  const [teamName, teamDescription, numberUsers, numberPoints, isJoinable] =
    await admin.readContract({ ...read(), functionName: 'getTeamProfile', args: [teamId] })
  return { teamName, teamDescription, numberUsers, numberPoints, isJoinable }
}

async function activeProfiles(): Promise<bigint> {
  return admin.readContract({ ...read(), functionName: 'numberActiveProfiles' })
}

function profileEvents(receipt: TransactionReceipt) {
  return parseEventLogs({ abi: ghostProfileAbi, logs: receipt.logs })
    .filter((log) => log.address.toLowerCase() === profile.toLowerCase())
    .map(({ eventName, args }) => ({ eventName, args }))
}

const cakeOf = (address: Address) => tokenBalance(admin, cake, address)

const DAVE_TOKEN = 31n

/** A fresh account holding nft #31, optionally with CAKE (and allowance) and token approval. */
async function newcomer(options: { cake: boolean; nft: boolean }): Promise<AnvilClient> {
  const dave = anvilClient(anvil.url, devAccount(6))
  await mintAvatar(admin, nft, dave.account.address, DAVE_TOKEN)
  if (options.cake) {
    await transferToken(admin, cake, dave.account.address, STARTING_CAKE)
    await approveToken(dave, cake, profile)
  }
  if (options.nft) {
    await mined(
      dave,
      dave.writeContract({
        address: nft,
        abi: testAvatarNFTAbi,
        functionName: 'setApprovalForAll',
        args: [profile, true],
      }),
    )
  }
  return dave
}

describe('GhostProfile fixture', () => {
  test('reads back teams, costs, roles and the two registered users', async () => {
    expect(await admin.readContract({ ...read(), functionName: 'numberTeams' })).toBe(3n)
    expect(await admin.readContract({ ...read(), functionName: 'numberCakeToRegister' })).toBe(
      COSTS.register,
    )
    expect(await admin.readContract({ ...read(), functionName: 'numberCakeToUpdate' })).toBe(
      COSTS.update,
    )
    expect(await admin.readContract({ ...read(), functionName: 'numberCakeToReactivate' })).toBe(
      COSTS.reactivate,
    )
    expect(await admin.readContract({ ...read(), functionName: 'cakeToken' })).toBe(cake)
    expect(await admin.readContract({ ...read(), functionName: 'POINT_ROLE' })).toBe(POINT_ROLE)
    expect(await admin.readContract({ ...read(), functionName: 'SPECIAL_ROLE' })).toBe(SPECIAL_ROLE)
    expect(
      await admin.readContract({ ...read(), functionName: 'isCollectionApproved', args: [nft] }),
    ).toBe(true)
    expect(
      await admin.readContract({ ...read(), functionName: 'isCollectionApproved', args: [other] }),
    ).toBe(false)
    expect(await team(TEAM_GHOSTS)).toEqual({
      teamName: 'Ghosts',
      teamDescription: 'Boo',
      numberUsers: 1n,
      numberPoints: 0n,
      isJoinable: true,
    })
    expect((await team(TEAM_SQUAD)).numberUsers).toBe(0n) // carol paused
    expect((await team(TEAM_CLOSED)).isJoinable).toBe(false)
    expect(await userProfile(alice)).toEqual({
      userId: 1n,
      numberPoints: 0n,
      teamId: 1n,
      nftAddress: nft,
      tokenId: 1n,
      isActive: true,
    })
    expect(await userProfile(carol)).toEqual({
      userId: 2n,
      numberPoints: 0n,
      teamId: 2n,
      nftAddress: zeroAddress,
      tokenId: 0n,
      isActive: false,
    })
    for (const [user, registered] of [
      [alice, true],
      [bob, false],
      [carol, true],
    ] as const) {
      expect(
        await admin.readContract({
          ...read(),
          functionName: 'hasRegistered',
          args: [user.account.address],
        }),
      ).toBe(registered)
    }
    expect(await activeProfiles()).toBe(1n)
    expect(await ownerOfToken(admin, nft, 1n)).toBe(profile)
    expect(await ownerOfToken(admin, nft, 21n)).toBe(carol.account.address)
    expect(await cakeOf(profile)).toBe(2n * COSTS.register)
  })
})

type Expected = { eventName: string; args: Record<string, unknown> }
type SuccessCase = [
  name: string,
  caller: () => AnvilClient,
  data: () => Hex,
  events: () => Expected[],
  check: () => Promise<void>,
]

const successCases: SuccessCase[] = [
  [
    'createProfile escrows the avatar, charges the register cost and joins the team',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [TEAM_SQUAD, nft, 11n] }),
    () => [
      {
        eventName: 'UserNew',
        args: {
          userAddress: bob.account.address,
          teamId: TEAM_SQUAD,
          nftAddress: nft,
          tokenId: 11n,
          userId: 3n,
        },
      },
    ],
    async () => {
      expect(await userProfile(bob)).toEqual({
        userId: 3n,
        numberPoints: 0n,
        teamId: TEAM_SQUAD,
        nftAddress: nft,
        tokenId: 11n,
        isActive: true,
      })
      expect(await ownerOfToken(admin, nft, 11n)).toBe(profile)
      expect(await cakeOf(bob.account.address)).toBe(STARTING_CAKE - COSTS.register)
      expect(await cakeOf(profile)).toBe(3n * COSTS.register)
      expect((await team(TEAM_SQUAD)).numberUsers).toBe(1n)
      expect(await activeProfiles()).toBe(2n)
    },
  ],
  [
    'updateProfile swaps the avatar, returns the old one and charges the update cost',
    () => alice,
    () => profileCall({ functionName: 'updateProfile', args: [nft, 2n] }),
    () => [
      {
        eventName: 'UserUpdate',
        args: { userAddress: alice.account.address, nftAddress: nft, tokenId: 2n },
      },
    ],
    async () => {
      expect(await ownerOfToken(admin, nft, 1n)).toBe(alice.account.address)
      expect(await ownerOfToken(admin, nft, 2n)).toBe(profile)
      expect((await userProfile(alice)).tokenId).toBe(2n)
      expect(await cakeOf(alice.account.address)).toBe(
        STARTING_CAKE - COSTS.register - COSTS.update,
      )
      expect((await team(TEAM_GHOSTS)).numberUsers).toBe(1n)
    },
  ],
  [
    'pauseProfile returns the avatar, suspends the profile and leaves the team count',
    () => alice,
    () => profileCall({ functionName: 'pauseProfile', args: [] }),
    () => [
      { eventName: 'UserPause', args: { userAddress: alice.account.address, teamId: TEAM_GHOSTS } },
    ],
    async () => {
      expect(await ownerOfToken(admin, nft, 1n)).toBe(alice.account.address)
      expect(await userProfile(alice)).toEqual({
        userId: 1n,
        numberPoints: 0n,
        teamId: TEAM_GHOSTS,
        nftAddress: zeroAddress,
        tokenId: 0n,
        isActive: false,
      })
      expect((await team(TEAM_GHOSTS)).numberUsers).toBe(0n)
      expect(await activeProfiles()).toBe(0n)
      expect(await cakeOf(alice.account.address)).toBe(STARTING_CAKE - COSTS.register) // free
    },
  ],
  [
    'reactivateProfile escrows an avatar again and charges the reactivate cost',
    () => carol,
    () => profileCall({ functionName: 'reactivateProfile', args: [nft, 21n] }),
    () => [
      {
        eventName: 'UserReactivate',
        args: {
          userAddress: carol.account.address,
          teamId: TEAM_SQUAD,
          nftAddress: nft,
          tokenId: 21n,
        },
      },
    ],
    async () => {
      expect(await userProfile(carol)).toMatchObject({
        isActive: true,
        nftAddress: nft,
        tokenId: 21n,
      })
      expect(await ownerOfToken(admin, nft, 21n)).toBe(profile)
      expect(await cakeOf(carol.account.address)).toBe(
        STARTING_CAKE - COSTS.register - COSTS.reactivate,
      )
      expect((await team(TEAM_SQUAD)).numberUsers).toBe(1n)
      expect(await activeProfiles()).toBe(2n)
    },
  ],
  [
    'addTeam numbers the next team and opens it',
    () => admin,
    () => profileCall({ functionName: 'addTeam', args: ['Night', 'Owls'] }),
    () => [
      { eventName: 'TeamAdd', args: { teamId: 4n, teamName: 'Night', teamDescription: 'Owls' } },
    ],
    async () => {
      expect(await team(4n)).toEqual({
        teamName: 'Night',
        teamDescription: 'Owls',
        numberUsers: 0n,
        numberPoints: 0n,
        isJoinable: true,
      })
      expect(await admin.readContract({ ...read(), functionName: 'numberTeams' })).toBe(4n)
    },
  ],
  [
    'updateTeam renames a team and closes it without moving its members',
    () => admin,
    () => profileCall({ functionName: 'updateTeam', args: [TEAM_GHOSTS, 'Spooks', 'Boo!', false] }),
    () => [
      {
        eventName: 'TeamUpdate',
        args: {
          teamId: TEAM_GHOSTS,
          teamName: 'Spooks',
          teamDescription: 'Boo!',
          isJoinable: false,
        },
      },
    ],
    async () => {
      expect(await team(TEAM_GHOSTS)).toEqual({
        teamName: 'Spooks',
        teamDescription: 'Boo!',
        numberUsers: 1n,
        numberPoints: 0n,
        isJoinable: false,
      })
    },
  ],
  [
    'approveCollection accepts an ERC721',
    () => admin,
    () => profileCall({ functionName: 'approveCollection', args: [other] }),
    () => [{ eventName: 'CollectionApprove', args: { collection: other } }],
    async () => {
      expect(
        await admin.readContract({
          ...read(),
          functionName: 'isCollectionApproved',
          args: [other],
        }),
      ).toBe(true)
    },
  ],
  [
    'revokeCollection stops new avatars of a collection but keeps the current ones',
    () => admin,
    () => profileCall({ functionName: 'revokeCollection', args: [nft] }),
    () => [{ eventName: 'CollectionRevoke', args: { collection: nft } }],
    async () => {
      expect(
        await admin.readContract({ ...read(), functionName: 'isCollectionApproved', args: [nft] }),
      ).toBe(false)
      expect(await userProfile(alice)).toMatchObject({
        isActive: true,
        nftAddress: nft,
        tokenId: 1n,
      })
      // the old avatar still comes back when the user pauses
      await send(alice, profile, profileCall({ functionName: 'pauseProfile', args: [] }))
      expect(await ownerOfToken(admin, nft, 1n)).toBe(alice.account.address)
    },
  ],
  [
    'updateCosts sets all three costs',
    () => admin,
    () => profileCall({ functionName: 'updateCosts', args: [7n, 8n, 9n] }),
    () => [
      {
        eventName: 'CostsUpdate',
        args: { numberCakeToReactivate: 7n, numberCakeToRegister: 8n, numberCakeToUpdate: 9n },
      },
    ],
    async () => {
      expect(await admin.readContract({ ...read(), functionName: 'numberCakeToReactivate' })).toBe(
        7n,
      )
      expect(await admin.readContract({ ...read(), functionName: 'numberCakeToRegister' })).toBe(8n)
      expect(await admin.readContract({ ...read(), functionName: 'numberCakeToUpdate' })).toBe(9n)
      await send(bob, profile, profileCall({ functionName: 'createProfile', args: [1n, nft, 11n] }))
      expect(await cakeOf(bob.account.address)).toBe(STARTING_CAKE - 8n)
    },
  ],
  [
    'claimFee sends collected CAKE to the calling admin',
    () => admin,
    () => profileCall({ functionName: 'claimFee', args: [COSTS.register + 1n] }),
    () => [
      { eventName: 'FeeClaim', args: { to: admin.account.address, amount: COSTS.register + 1n } },
    ],
    async () => {
      expect(await cakeOf(profile)).toBe(COSTS.register - 1n)
    },
  ],
  [
    'increaseUserPoints credits an active profile',
    () => pointer,
    () =>
      profileCall({ functionName: 'increaseUserPoints', args: [alice.account.address, 50n, 7n] }),
    () => [
      {
        eventName: 'UserPointIncrease',
        args: { userAddress: alice.account.address, numberPoints: 50n, campaignId: 7n },
      },
    ],
    async () => {
      expect((await userProfile(alice)).numberPoints).toBe(50n)
      // points survive a pause and a reactivation
      await send(alice, profile, profileCall({ functionName: 'pauseProfile', args: [] }))
      await send(
        alice,
        profile,
        profileCall({ functionName: 'reactivateProfile', args: [nft, 2n] }),
      )
      expect((await userProfile(alice)).numberPoints).toBe(50n)
    },
  ],
  [
    'increaseTeamPoints credits a team',
    () => pointer,
    () => profileCall({ functionName: 'increaseTeamPoints', args: [TEAM_SQUAD, 1_000n, 3n] }),
    () => [
      {
        eventName: 'TeamPointIncrease',
        args: { teamId: TEAM_SQUAD, numberPoints: 1_000n, campaignId: 3n },
      },
    ],
    async () => {
      expect((await team(TEAM_SQUAD)).numberPoints).toBe(1_000n)
    },
  ],
  [
    'changeTeam moves an active user, even into a closed team',
    () => special,
    () => profileCall({ functionName: 'changeTeam', args: [alice.account.address, TEAM_CLOSED] }),
    () => [
      {
        eventName: 'UserChangeTeam',
        args: {
          userAddress: alice.account.address,
          oldTeamId: TEAM_GHOSTS,
          newTeamId: TEAM_CLOSED,
        },
      },
    ],
    async () => {
      expect((await userProfile(alice)).teamId).toBe(TEAM_CLOSED)
      expect((await team(TEAM_GHOSTS)).numberUsers).toBe(0n)
      expect((await team(TEAM_CLOSED)).numberUsers).toBe(1n)
      expect(await activeProfiles()).toBe(1n)
    },
  ],
  [
    'reactivateProfile rejoins the user’s team even after it closed',
    () => carol,
    () => profileCall({ functionName: 'reactivateProfile', args: [nft, 21n] }),
    () => [
      {
        eventName: 'UserReactivate',
        args: {
          userAddress: carol.account.address,
          teamId: TEAM_SQUAD,
          nftAddress: nft,
          tokenId: 21n,
        },
      },
    ],
    async () => {
      expect((await team(TEAM_SQUAD)).numberUsers).toBe(1n)
    },
  ],
]

describe('GhostProfile calls', () => {
  test.each(successCases)('%s', async (_name, caller, data, events, check) => {
    const receipt = await send(caller(), profile, data())
    expect(profileEvents(receipt)).toEqual(events())
    await check()
  })

  test('reactivating into a team that closed meanwhile works (the user never left it)', async () => {
    await send(
      admin,
      profile,
      profileCall({ functionName: 'updateTeam', args: [TEAM_SQUAD, 'Squad', 'Us', false] }),
    )
    await send(carol, profile, profileCall({ functionName: 'reactivateProfile', args: [nft, 21n] }))
    expect((await team(TEAM_SQUAD)).numberUsers).toBe(1n)
  })

  test('gas: createProfile ≤ 230,000, updateProfile ≤ 95,000, pauseProfile ≤ 70,000', async () => {
    // packed user record: registering writes two fresh slots of the user, not six
    const gas = async (user: AnvilClient, data: Hex) => (await send(user, profile, data)).gasUsed
    const create = await gas(
      bob,
      profileCall({ functionName: 'createProfile', args: [1n, nft, 11n] }),
    )
    const update = await gas(bob, profileCall({ functionName: 'updateProfile', args: [nft, 12n] }))
    const pause = await gas(bob, profileCall({ functionName: 'pauseProfile', args: [] }))
    expect(create).toBeLessThanOrEqual(230_000n)
    expect(update).toBeLessThanOrEqual(95_000n)
    expect(pause).toBeLessThanOrEqual(70_000n)
  })

  test('with zero costs no CAKE moves and no allowance is needed', async () => {
    await send(admin, profile, profileCall({ functionName: 'updateCosts', args: [0n, 0n, 0n] }))
    const dave = await newcomer({ cake: false, nft: true })
    const receipt = await send(
      dave,
      profile,
      profileCall({ functionName: 'createProfile', args: [1n, nft, DAVE_TOKEN] }),
    )
    expect(receipt.logs.some((log) => log.address.toLowerCase() === cake.toLowerCase())).toBe(false)
    expect(await ownerOfToken(admin, nft, DAVE_TOKEN)).toBe(profile)
  })
})

type RevertCase = [name: string, caller: () => AnvilClient, data: () => Hex, reason: string]

const revertCases: RevertCase[] = [
  // createProfile
  [
    'createProfile twice',
    () => alice,
    () => profileCall({ functionName: 'createProfile', args: [1n, nft, 2n] }),
    'GhostProfile: ALREADY_REGISTERED',
  ],
  [
    'createProfile after a pause',
    () => carol,
    () => profileCall({ functionName: 'createProfile', args: [1n, nft, 21n] }),
    'GhostProfile: ALREADY_REGISTERED',
  ],
  [
    'createProfile in team 0',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [0n, nft, 11n] }),
    'GhostProfile: INVALID_TEAM',
  ],
  [
    'createProfile in a team that does not exist',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [4n, nft, 11n] }),
    'GhostProfile: INVALID_TEAM',
  ],
  [
    'createProfile in a closed team',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [TEAM_CLOSED, nft, 11n] }),
    'GhostProfile: TEAM_NOT_JOINABLE',
  ],
  [
    'createProfile with an unapproved collection',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [1n, other, 11n] }),
    'GhostProfile: COLLECTION_NOT_APPROVED',
  ],
  [
    'createProfile with someone else’s token',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [1n, nft, 2n] }),
    'GhostProfile: NOT_TOKEN_OWNER',
  ],
  [
    'createProfile with another user’s avatar (held by the profile)',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [1n, nft, 1n] }),
    'GhostProfile: NOT_TOKEN_OWNER',
  ],
  [
    'createProfile with a token that does not exist',
    () => bob,
    () => profileCall({ functionName: 'createProfile', args: [1n, nft, 999n] }),
    'GhostProfile: NOT_TOKEN_OWNER',
  ],
  // updateProfile
  [
    'updateProfile without a profile',
    () => bob,
    () => profileCall({ functionName: 'updateProfile', args: [nft, 11n] }),
    'GhostProfile: NOT_REGISTERED',
  ],
  [
    'updateProfile while paused',
    () => carol,
    () => profileCall({ functionName: 'updateProfile', args: [nft, 21n] }),
    'GhostProfile: NOT_ACTIVE',
  ],
  [
    'updateProfile with an unapproved collection',
    () => alice,
    () => profileCall({ functionName: 'updateProfile', args: [other, 11n] }),
    'GhostProfile: COLLECTION_NOT_APPROVED',
  ],
  [
    'updateProfile to the current avatar',
    () => alice,
    () => profileCall({ functionName: 'updateProfile', args: [nft, 1n] }),
    'GhostProfile: NOT_TOKEN_OWNER',
  ],
  [
    'updateProfile with someone else’s token',
    () => alice,
    () => profileCall({ functionName: 'updateProfile', args: [nft, 11n] }),
    'GhostProfile: NOT_TOKEN_OWNER',
  ],
  // pauseProfile
  [
    'pauseProfile without a profile',
    () => bob,
    () => profileCall({ functionName: 'pauseProfile', args: [] }),
    'GhostProfile: NOT_REGISTERED',
  ],
  [
    'pauseProfile twice',
    () => carol,
    () => profileCall({ functionName: 'pauseProfile', args: [] }),
    'GhostProfile: NOT_ACTIVE',
  ],
  // reactivateProfile
  [
    'reactivateProfile without a profile',
    () => bob,
    () => profileCall({ functionName: 'reactivateProfile', args: [nft, 11n] }),
    'GhostProfile: NOT_REGISTERED',
  ],
  [
    'reactivateProfile while active',
    () => alice,
    () => profileCall({ functionName: 'reactivateProfile', args: [nft, 2n] }),
    'GhostProfile: ALREADY_ACTIVE',
  ],
  [
    'reactivateProfile with an unapproved collection',
    () => carol,
    () => profileCall({ functionName: 'reactivateProfile', args: [other, 11n] }),
    'GhostProfile: COLLECTION_NOT_APPROVED',
  ],
  [
    'reactivateProfile with someone else’s token',
    () => carol,
    () => profileCall({ functionName: 'reactivateProfile', args: [nft, 11n] }),
    'GhostProfile: NOT_TOKEN_OWNER',
  ],
  // reads
  [
    'getUserProfile of an unregistered user',
    () => bob,
    () => profileCall({ functionName: 'getUserProfile', args: [devAccount(9).address] }),
    'GhostProfile: NOT_REGISTERED',
  ],
  [
    'getTeamProfile of team 0',
    () => bob,
    () => profileCall({ functionName: 'getTeamProfile', args: [0n] }),
    'GhostProfile: INVALID_TEAM',
  ],
  // admin
  [
    'addTeam by a non-admin',
    () => alice,
    () => profileCall({ functionName: 'addTeam', args: ['X', 'Y'] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'addTeam without a name',
    () => admin,
    () => profileCall({ functionName: 'addTeam', args: ['', 'Y'] }),
    'GhostProfile: INVALID_NAME',
  ],
  [
    'updateTeam by a non-admin',
    () => alice,
    () => profileCall({ functionName: 'updateTeam', args: [1n, 'X', 'Y', true] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'updateTeam of a team that does not exist',
    () => admin,
    () => profileCall({ functionName: 'updateTeam', args: [4n, 'X', 'Y', true] }),
    'GhostProfile: INVALID_TEAM',
  ],
  [
    'updateTeam without a name',
    () => admin,
    () => profileCall({ functionName: 'updateTeam', args: [1n, '', 'Y', true] }),
    'GhostProfile: INVALID_NAME',
  ],
  [
    'approveCollection by a non-admin',
    () => alice,
    () => profileCall({ functionName: 'approveCollection', args: [other] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'approveCollection twice',
    () => admin,
    () => profileCall({ functionName: 'approveCollection', args: [nft] }),
    'GhostProfile: ALREADY_APPROVED',
  ],
  [
    'approveCollection of an ERC20',
    () => admin,
    () => profileCall({ functionName: 'approveCollection', args: [cake] }),
    'GhostProfile: NOT_ERC721',
  ],
  [
    'approveCollection of a wallet',
    () => admin,
    () => profileCall({ functionName: 'approveCollection', args: [alice.account.address] }),
    'GhostProfile: NOT_ERC721',
  ],
  [
    'revokeCollection by a non-admin',
    () => alice,
    () => profileCall({ functionName: 'revokeCollection', args: [nft] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'revokeCollection of an unapproved collection',
    () => admin,
    () => profileCall({ functionName: 'revokeCollection', args: [other] }),
    'GhostProfile: NOT_APPROVED',
  ],
  [
    'updateCosts by a non-admin',
    () => alice,
    () => profileCall({ functionName: 'updateCosts', args: [0n, 0n, 0n] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'claimFee by a non-admin',
    () => pointer,
    () => profileCall({ functionName: 'claimFee', args: [1n] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'claimFee above the collected CAKE',
    () => admin,
    () => profileCall({ functionName: 'claimFee', args: [2n * COSTS.register + 1n] }),
    'GhostProfile: INSUFFICIENT_BALANCE',
  ],
  [
    'grantRole by a non-admin',
    () => pointer,
    () => profileCall({ functionName: 'grantRole', args: [POINT_ROLE, bob.account.address] }),
    'GhostProfile: FORBIDDEN',
  ],
  // points and special
  [
    'increaseUserPoints by the admin (no POINT_ROLE)',
    () => admin,
    () =>
      profileCall({ functionName: 'increaseUserPoints', args: [alice.account.address, 1n, 1n] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'increaseUserPoints of an unregistered user',
    () => pointer,
    () => profileCall({ functionName: 'increaseUserPoints', args: [bob.account.address, 1n, 1n] }),
    'GhostProfile: NOT_REGISTERED',
  ],
  [
    'increaseUserPoints of a paused profile',
    () => pointer,
    () =>
      profileCall({ functionName: 'increaseUserPoints', args: [carol.account.address, 1n, 1n] }),
    'GhostProfile: NOT_ACTIVE',
  ],
  [
    'increaseTeamPoints by SPECIAL_ROLE',
    () => special,
    () => profileCall({ functionName: 'increaseTeamPoints', args: [1n, 1n, 1n] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'increaseTeamPoints of team 0',
    () => pointer,
    () => profileCall({ functionName: 'increaseTeamPoints', args: [0n, 1n, 1n] }),
    'GhostProfile: INVALID_TEAM',
  ],
  [
    'changeTeam by POINT_ROLE',
    () => pointer,
    () => profileCall({ functionName: 'changeTeam', args: [alice.account.address, 2n] }),
    'GhostProfile: FORBIDDEN',
  ],
  [
    'changeTeam of an unregistered user',
    () => special,
    () => profileCall({ functionName: 'changeTeam', args: [bob.account.address, 2n] }),
    'GhostProfile: NOT_REGISTERED',
  ],
  [
    'changeTeam of a paused profile',
    () => special,
    () => profileCall({ functionName: 'changeTeam', args: [carol.account.address, 1n] }),
    'GhostProfile: NOT_ACTIVE',
  ],
  [
    'changeTeam to a team that does not exist',
    () => special,
    () => profileCall({ functionName: 'changeTeam', args: [alice.account.address, 4n] }),
    'GhostProfile: INVALID_TEAM',
  ],
  [
    'changeTeam to the same team',
    () => special,
    () => profileCall({ functionName: 'changeTeam', args: [alice.account.address, 1n] }),
    'GhostProfile: SAME_TEAM',
  ],
]

describe('GhostProfile reverts', () => {
  test.each(revertCases)('%s', async (_name, caller, data, reason) => {
    const client = caller()
    expect(
      await profileRevert(client.call({ account: client.account, to: profile, data: data() })),
    ).toBe(reason)
  })

  test('the token contracts refuse a user without CAKE allowance, CAKE or token approval', async () => {
    const register = profileCall({ functionName: 'createProfile', args: [1n, nft, DAVE_TOKEN] })
    const attempt = (dave: AnvilClient) =>
      profileRevert(dave.call({ account: dave.account, to: profile, data: register }))

    const noAllowance = await newcomer({ cake: false, nft: true })
    expect(await attempt(noAllowance)).toBe(
      `ERC20InsufficientAllowance(${profile}, 0, ${COSTS.register})`,
    )
    await approveToken(noAllowance, cake, profile)
    expect(await attempt(noAllowance)).toBe(
      `ERC20InsufficientBalance(${noAllowance.account.address}, 0, ${COSTS.register})`,
    )
    await transferToken(admin, cake, noAllowance.account.address, COSTS.register)
    await mined(
      noAllowance,
      noAllowance.writeContract({
        address: nft,
        abi: testAvatarNFTAbi,
        functionName: 'setApprovalForAll',
        args: [profile, false],
      }),
    )
    expect(await attempt(noAllowance)).toBe(`ERC721InsufficientApproval(${profile}, ${DAVE_TOKEN})`)
  })

  test('the constructor refuses zero addresses', async () => {
    for (const args of [
      [zeroAddress, cake, 0n, 0n, 0n],
      [admin.account.address, zeroAddress, 0n, 0n, 0n],
    ] as const) {
      expect(
        await deployRevertReason(admin, {
          abi: ghostProfileAbi,
          bytecode: ghostProfileBytecode,
          args,
        }),
      ).toBe('GhostProfile: ZERO_ADDRESS')
    }
  })
})
