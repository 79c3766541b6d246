export {
  ALERT_DEFAULT_MS,
  type Alert,
  type AlertAction,
  clearAlert,
  getCurrentAlert,
  showAlert,
  subscribeToAlerts,
  useCurrentAlert,
  WAIT_ALERT_MAX_MS,
} from './alertStore';
