import { waitFor } from '@testing-library/react';
import { currentEdition, finishedEdition } from '../../../../common/test/fixtures/editions';
import { readRegistrationsAhead } from '../../../src/data/admin/registrations';
import { preloadPageOf } from '../../../src/routes';

jest.mock('../../../src/data/edition', () => ({
  ...jest.requireActual('../../../src/data/edition'),
  fetchSiteEdition: async () => currentEdition,
}));

/** The back office opened by its address, as a browser does before its first render. */
const open = (pathname: string) => preloadPageOf({ pathname, search: '', hash: '' });

describe('a back office page opened by its address', () => {
  it('starts reading the registrations it shows while its code downloads', async () => {
    await open('/admin/registrations');
    await waitFor(() => expect(readRegistrationsAhead).toHaveBeenCalledWith(currentEdition));
  });

  it('reads nothing ahead for a page that shows no registrations', async () => {
    await open('/admin/audit-log');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readRegistrationsAhead).not.toHaveBeenCalled();
  });

  it('waits for the editions when this tab chose another one', async () => {
    sessionStorage.setItem('admin.edition', finishedEdition.id);
    await open('/admin/payments');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readRegistrationsAhead).not.toHaveBeenCalled();
  });

  it('reads the chosen edition when it is the current one', async () => {
    sessionStorage.setItem('admin.edition', currentEdition.id);
    await open('/admin');
    await waitFor(() => expect(readRegistrationsAhead).toHaveBeenCalledWith(currentEdition));
  });
});
