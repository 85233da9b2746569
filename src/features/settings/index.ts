export { useUnits, setUnits, getUnits } from './units-store';
export { UnitsSettings } from './components/units-settings';
