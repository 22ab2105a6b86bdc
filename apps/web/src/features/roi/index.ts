export {
  formatRoiPercent,
  getApy,
  getRoiCalculatorFigures,
} from './getRoiCalculatorFigures'
export { RoiCalculatorModal, type RoiCalculatorModalProps } from './RoiCalculatorModal'
