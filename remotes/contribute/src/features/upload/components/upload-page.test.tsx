import { act, screen } from '@testing-library/react';
import { connectFirebase } from '@vithelper/shared';
import { setAccount } from '@vithelper/shared/bus-writers';
import { renderAt } from '@vithelper/shared/testing';
import { contributionsReady } from '../../../common/data/contributions';
import { UploadPage } from './upload-page';

jest.mock('@vithelper/shared', () => ({
  ...jest.requireActual('@vithelper/shared'),
  connectFirebase: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../../../common/data/contributions', () => ({
  contributionsReady: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('../../../common/queue/device-outbox', () => ({
  ...jest.requireActual('../../../common/queue/device-outbox'),
  keepDraining: jest.fn(),
}));

const student = {
  uid: 'u-asha',
  anonymous: false,
  name: 'Asha',
  email: 'asha@example.com',
  moderator: false,
};

describe('UploadPage before the Firebase SDK has reported', () => {
  afterEach(() => {
    act(() => setAccount(null));
    localStorage.clear();
    jest.clearAllMocks();
  });

  it('asks a browser that never signed in to sign in, without starting the SDK', () => {
    renderAt(<UploadPage />, '/contribute');
    expect(screen.getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(connectFirebase).not.toHaveBeenCalled();
    expect(contributionsReady).not.toHaveBeenCalled();
  });

  it('shows the form at once to the student this browser had last time', () => {
    localStorage.setItem('vh-account', JSON.stringify(student));
    renderAt(<UploadPage />, '/contribute');
    expect(screen.getByRole('heading', { name: '1. The paper' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sign in to contribute' })).toBeNull();
    expect(connectFirebase).not.toHaveBeenCalled();
    expect(contributionsReady).not.toHaveBeenCalled();
  });

  it('follows the account the SDK reports over the remembered one', () => {
    localStorage.setItem('vh-account', JSON.stringify(student));
    renderAt(<UploadPage />, '/contribute');
    act(() => setAccount({ ...student, uid: 'u-guest', anonymous: true, name: null, email: null }));
    expect(screen.getByRole('heading', { name: 'Sign in to contribute' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: '1. The paper' })).toBeNull();
  });
});
