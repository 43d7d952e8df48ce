import { MachineLab } from '../features/machine-lab/machine-lab';

export default function MachineLabPage() {
  return <MachineLab />;
}
