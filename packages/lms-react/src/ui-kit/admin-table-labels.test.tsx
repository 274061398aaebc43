// The admin tables a new user found showing bare figures on a phone (coupons, orders, audit log, a user's records):
// drawn by their screens on the domain, every data cell must carry its column's name for the phone's cards.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCoupon, createPaidCourse, placeOrder } from '../test-support/payments-seed';
import { renderLms, SCREEN_TEST_TIMEOUT_MS } from '../test-support/render-on-domain';
import { createCourse, enrol, seededPlatform, seedPeople } from '../test-support/test-server';
import { UNLABELLED_COLUMN } from './table-column-labels';

const platform = seededPlatform(async (server) => {
  const people = await seedPeople(server);
  const course = await createPaidCourse(server, people.admin);
  await createCoupon(server, people.admin, { code: 'SAVE20', percentOff: 20, maxRedemptions: 10 });
  await placeOrder(server, people.student, course.id, { couponCode: 'SAVE20', status: 'paid' });
  await enrol(server, people.student, (await createCourse(server, people.admin, { title: 'Free' })).id);
  return people;
});

/** Data cells of the admin tables on the page that have no column name (an unlabelled column's excepted). */
function cellsWithoutName(): string[] {
  return [...document.querySelectorAll<HTMLTableElement>('table.lms-admin-table')].flatMap((table) => {
    const unlabelled = new Set(
      [...(table.tHead?.rows[0]?.cells ?? [])]
        .map((cell, index) => (cell.hasAttribute(UNLABELLED_COLUMN) ? index : -1))
        .filter((index) => index >= 0),
    );
    return [...table.tBodies].flatMap((body) =>
      [...body.rows].flatMap((row) =>
        [...row.cells]
          .filter((cell, index) => cell.tagName === 'TD' && !unlabelled.has(index))
          .filter((cell) => !cell.getAttribute('data-label'))
          .map((cell) => `${table.caption?.textContent ?? 'table'}: "${cell.textContent}"`),
      ),
    );
  });
}

describe('admin tables name every figure on phones', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it.each([
    ['/admin/coupons', 'SAVE20'],
    ['/admin/orders', 'ada@example.com'],
    ['/admin/audit-log', 'grace@example.com'],
  ])('%s', async (path, shown) => {
    const { server, admin } = await platform();
    await renderLms({ server, path, signedInAs: admin });
    await screen.findAllByText(shown);
    await waitFor(() =>
      expect(document.querySelectorAll('table.lms-admin-table td').length).toBeGreaterThan(0),
    );
    await waitFor(() => expect(cellsWithoutName()).toEqual([]));
    const named = document.querySelector('table.lms-admin-table td[data-label]');
    expect(named?.getAttribute('data-label')).not.toBe('');
  });

  it("a user's records: enrolments and orders", async () => {
    const { server, admin, student } = await platform();
    await renderLms({ server, path: `/admin/users?user=${student.uid}`, signedInAs: admin });
    await screen.findByRole('table', { name: /orders/i });
    await waitFor(() => expect(cellsWithoutName()).toEqual([]));
  });
});
