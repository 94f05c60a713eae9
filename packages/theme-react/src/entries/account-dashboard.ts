// The dashboard island on its own: only the dashboard page loads it.
export type { AccountDashboardProps } from '../components/Account/AccountDashboard';
export { AccountDashboard } from '../components/Account/AccountDashboard';
