// The differences between two versions of a pass, one view for every surface that shows them.
export { DifferenceList, changedSince, differ, type Sides } from './DifferenceList';
export { SideBySide, type Side } from './SideBySide';
