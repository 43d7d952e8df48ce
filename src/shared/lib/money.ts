const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** An amount in Canadian dollars with two decimals, as the shop and calculators print it: "$49.99". */
export const formatCad = (amount: number): string => CAD.format(amount);
