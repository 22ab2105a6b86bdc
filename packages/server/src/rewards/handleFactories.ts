import { iFeeManagerFactoryAbi, iSharePotFactoryAbi } from '@ghost/contracts'
import { defineHandler } from '../indexer/types'
import {
  loadOrCreateFeeFactory,
  loadProgramme,
  lower,
  newProgramme,
  type RewardsChainReader,
} from './entities'

type Dependencies = { reader?: RewardsChainReader | undefined }

/** A share pot: its name, admin and collection come with the announcement. */
export const potCreatedHandler = defineHandler({
  source: 'SharePotFactory',
  abi: iSharePotFactoryAbi,
  eventName: 'PotCreated',
  async handle(event, { store }) {
    if (await loadProgramme(store, event.args.pot)) return
    store.set(
      'reward_programme',
      newProgramme(event, {
        id: event.args.pot,
        kind: 'sharePot',
        name: event.args.name,
        admin: event.args.admin,
        collection: event.args.collection,
        factory_index: event.args.index,
      }),
    )
  },
})

export function createFeeFactoryHandlers(dependencies: Dependencies) {
  const { reader } = dependencies
  const feeManagerCreated = defineHandler({
    source: 'FeeManagerFactory',
    abi: iFeeManagerFactoryAbi,
    eventName: 'FeeManagerCreated',
    async handle(event, { store }) {
      const factory = await loadOrCreateFeeFactory(store, event, reader)
      if (await loadProgramme(store, event.args.manager)) return
      factory.manager_count += 1n
      factory.updated_at = event.timestamp
      store.set('reward_fee_factory', factory)
      store.set(
        'reward_programme',
        newProgramme(event, {
          id: event.args.manager,
          kind: 'feeManager',
          name: event.args.name,
          admin: event.args.admin,
          collection: null,
          factory_index: event.args.index,
        }),
      )
    },
  })

  const feeChange = defineHandler({
    source: 'FeeManagerFactory',
    abi: iFeeManagerFactoryAbi,
    eventName: 'FeeChange',
    async handle(event, { store }) {
      const factory = await loadOrCreateFeeFactory(store, event, reader)
      factory.fee = event.args.newFee
      factory.updated_at = event.timestamp
      store.set('reward_fee_factory', factory)
    },
  })

  const feeRecipientUpdate = defineHandler({
    source: 'FeeManagerFactory',
    abi: iFeeManagerFactoryAbi,
    eventName: 'FeeRecipientUpdate',
    async handle(event, { store }) {
      const factory = await loadOrCreateFeeFactory(store, event, reader)
      factory.fee_recipient = lower(event.args.newRecipient)
      factory.updated_at = event.timestamp
      store.set('reward_fee_factory', factory)
    },
  })

  /** The shared part arrives as the manager's own RewardsDeposit; the admin fee only here. */
  const feeDistribute = defineHandler({
    source: 'FeeManagerFactory',
    abi: iFeeManagerFactoryAbi,
    eventName: 'FeeDistribute',
    async handle(event, { store }) {
      const factory = await loadOrCreateFeeFactory(store, event, reader)
      factory.total_admin_fees += event.args.adminFee
      factory.total_shared += event.args.shared
      factory.updated_at = event.timestamp
      store.set('reward_fee_factory', factory)
      const manager = await loadProgramme(store, event.args.manager)
      if (!manager) return
      manager.admin_fees += event.args.adminFee
      manager.updated_at = event.timestamp
      store.set('reward_programme', manager)
    },
  })

  return [feeManagerCreated, feeChange, feeRecipientUpdate, feeDistribute]
}
