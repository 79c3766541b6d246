import { clearAlert, getCurrentAlert, showAlert, subscribeToAlerts } from './alertStore';

describe('alert store', () => {
  afterEach(() => clearAlert());

  it('shows nothing for an empty message (SPEC §4)', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToAlerts(listener);
    showAlert({ message: '   ', type: 'success' });
    expect(getCurrentAlert()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('replaces the current alert and notifies the host', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeToAlerts(listener);
    showAlert({ message: 'Proizvod uspješno dodan u korpu!', type: 'success' });
    showAlert({ message: 'Proizvod trenutno nije na stanju!', type: 'error', time: 3000 });
    expect(getCurrentAlert()).toEqual({ message: 'Proizvod trenutno nije na stanju!', type: 'error', time: 3000 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('shows a wait alert without a message of its own', () => {
    showAlert({ message: '', type: 'wait' });
    expect(getCurrentAlert()?.type).toBe('wait');
  });
});
