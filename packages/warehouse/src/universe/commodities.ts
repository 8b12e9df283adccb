/**
 * Commodities: agricultural (agr: grains, softs, livestock) and energy & materials (enm: energy, precious and
 * base metals). Codes follow the reference product's short-code style (anchor facts §2 confirms ALU, CPPR, PALL,
 * PLAT, SLVR, ZNC, USCRU; the others are ours in the same style). 51 in all, the count the reference claims;
 * lead is left out because its name is an everyday English verb that no matcher can tell apart.
 */
export interface CommodityFact {
  code: string;
  name: string;
  class: 'agr' | 'enm';
  family: 'grains' | 'softs' | 'livestock' | 'energy' | 'precious' | 'base';
  aliases: string[];
  prominence: number;
}

type Row = [code: string, name: string, aliases: string, prominence: number];

const FAMILIES: readonly [CommodityFact['class'], CommodityFact['family'], Row[]][] = [
  [
    'agr',
    'grains',
    [
      ['WHT', 'Wheat', 'wheat futures', 0.7],
      ['KCWT', 'Hard Red Winter Wheat', 'KC wheat', 0.15],
      ['CORN', 'Corn', 'maize', 0.7],
      ['SOYB', 'Soybeans', 'soybean/soy', 0.65],
      ['SOYM', 'Soybean Meal', 'soymeal', 0.25],
      ['SOYO', 'Soybean Oil', 'soyoil', 0.25],
      ['RICE', 'Rough Rice', 'rice', 0.35],
      ['OATS', 'Oats', '', 0.15],
      ['BARL', 'Barley', '', 0.15],
      ['CANO', 'Canola', 'rapeseed', 0.2],
      ['PALMO', 'Palm Oil', 'palm oil futures', 0.35],
    ],
  ],
  [
    'agr',
    'softs',
    [
      ['COFF', 'Coffee', 'arabica/robusta', 0.6],
      ['COCOA', 'Cocoa', 'cocoa beans', 0.55],
      ['SUGR', 'Sugar', 'raw sugar', 0.5],
      ['COTT', 'Cotton', '', 0.4],
      ['OJ', 'Orange Juice', 'orange juice futures', 0.25],
      ['RUBB', 'Rubber', 'natural rubber', 0.2],
      ['LUMB', 'Lumber', 'timber', 0.3],
    ],
  ],
  [
    'agr',
    'livestock',
    [
      ['LCAT', 'Live Cattle', 'cattle', 0.35],
      ['FCAT', 'Feeder Cattle', '', 0.2],
      ['LHOG', 'Lean Hogs', 'hogs/pork', 0.3],
      ['MILK', 'Class III Milk', 'milk/dairy', 0.2],
    ],
  ],
  [
    'enm',
    'energy',
    [
      ['USCRU', 'WTI Crude Oil', 'WTI/US crude/crude oil/oil prices', 1],
      ['BRENT', 'Brent Crude Oil', 'Brent/Brent crude', 0.95],
      ['NGAS', 'Natural Gas', 'natgas/natural gas prices', 0.8],
      ['LNG', 'Liquefied Natural Gas', 'LNG', 0.5],
      ['HOIL', 'Heating Oil', 'diesel/gasoil', 0.35],
      ['GASO', 'Gasoline', 'RBOB/petrol', 0.5],
      ['COAL', 'Coal', 'thermal coal', 0.5],
      ['CKCL', 'Coking Coal', 'metallurgical coal', 0.2],
      ['URAN', 'Uranium', '', 0.35],
      ['ETHN', 'Ethanol', '', 0.2],
      ['PROP', 'Propane', '', 0.15],
      ['JETF', 'Jet Fuel', 'kerosene', 0.2],
      ['ELEC', 'Electricity', 'power prices', 0.3],
      ['CARB', 'Carbon Emissions Allowances', 'carbon credits/carbon permits', 0.3],
    ],
  ],
  [
    'enm',
    'precious',
    [
      ['GOLD', 'Gold', 'bullion/gold prices', 0.95],
      ['SLVR', 'Silver', '', 0.6],
      ['PLAT', 'Platinum', '', 0.35],
      ['PALL', 'Palladium', '', 0.35],
      ['RHOD', 'Rhodium', '', 0.1],
    ],
  ],
  [
    'enm',
    'base',
    [
      ['CPPR', 'Copper', 'Dr. Copper', 0.75],
      ['ALU', 'Aluminium', 'aluminum', 0.55],
      ['ZNC', 'Zinc', '', 0.35],
      ['NCKL', 'Nickel', '', 0.45],
      ['TIN', 'Tin', '', 0.15],
      ['IRON', 'Iron Ore', 'iron ore prices', 0.6],
      ['STEEL', 'Steel', 'steel prices', 0.5],
      ['COBT', 'Cobalt', '', 0.3],
      ['LITH', 'Lithium', 'lithium carbonate', 0.45],
      ['MOLY', 'Molybdenum', '', 0.1],
    ],
  ],
];

export const COMMODITIES: readonly CommodityFact[] = FAMILIES.flatMap(([cls, family, rows]) =>
  rows.map(([code, name, aliases, prominence]) => ({
    code,
    name,
    class: cls,
    family,
    aliases: aliases ? aliases.split('/') : [],
    prominence,
  })),
);
