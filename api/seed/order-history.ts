// Which past months the demo accounts ordered in (api/seed/orders.ts), apart from the seeding itself so that a browser
// test reads it without loading the API's modules.

/** Which past months (back from the seeding's month) each demo buyer ordered in, and the parts of each order. */
export const DEMO_ORDER_HISTORY: Record<
  "consumer" | "businessAdmin",
  Array<{ monthsBack: number; lines: Array<{ part: number; quantity: number }> }>
> = {
  consumer: [
    { monthsBack: 1, lines: [{ part: 0, quantity: 100 }] },
    { monthsBack: 3, lines: [{ part: 1, quantity: 50 }] },
    { monthsBack: 6, lines: [{ part: 2, quantity: 200 }] },
  ],
  businessAdmin: [
    { monthsBack: 1, lines: [{ part: 3, quantity: 1000 }] },
    {
      monthsBack: 2,
      lines: [
        { part: 0, quantity: 2500 },
        { part: 4, quantity: 500 },
      ],
    },
    { monthsBack: 4, lines: [{ part: 5, quantity: 1000 }] },
    { monthsBack: 7, lines: [{ part: 1, quantity: 3000 }] },
    { monthsBack: 10, lines: [{ part: 2, quantity: 5000 }] },
  ],
};
