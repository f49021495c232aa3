import type { DemoBusiness } from './types.js';
import { anTamFamilyClinic } from './businesses/an-tam-family-clinic.js';
import { araratLanguageLab } from './businesses/ararat-language-lab.js';
import { cleanspinLaundromats } from './businesses/cleanspin-laundromats.js';
import { goldenCrustBakery } from './businesses/golden-crust-bakery.js';
import { kartliCraftBrewery } from './businesses/kartli-craft-brewery.js';
import { langbiangGreensHydroponics } from './businesses/langbiang-greens-hydroponics.js';
import { lanternHouseHoiAn } from './businesses/lantern-house-hoi-an.js';
import { oakLindenWorkshop } from './businesses/oak-linden-workshop.js';
import { orbitaCoworkingAlmaty } from './businesses/orbita-coworking-almaty.js';
import { ribeiraEbikeHub } from './businesses/ribeira-ebike-hub.js';
import { saigonBeanRoastery } from './businesses/saigon-bean-roastery.js';
import { senVangPharmacy } from './businesses/sen-vang-pharmacy.js';
import { songYogaDanang } from './businesses/song-yoga-danang.js';
import { sunroofSolarDanang } from './businesses/sunroof-solar-danang.js';
import { swiftlaneLastMile } from './businesses/swiftlane-last-mile.js';

/**
 * The demo catalogue in display order: featured open rounds first, then the
 * other open rounds, then businesses being implemented or paying out, and
 * finally paused and refunded ones. Images live in ./images.
 */
export const DEMO_BUSINESSES: readonly DemoBusiness[] = [
  // Open for investment, featured
  saigonBeanRoastery,
  sunroofSolarDanang,
  orbitaCoworkingAlmaty,
  anTamFamilyClinic,
  goldenCrustBakery,
  // Open for investment
  songYogaDanang,
  langbiangGreensHydroponics,
  // Paying out, featured
  kartliCraftBrewery,
  // Funded and in progress
  swiftlaneLastMile,
  lanternHouseHoiAn,
  oakLindenWorkshop,
  // Paying out
  ribeiraEbikeHub,
  // Not offered: paused or refunded
  araratLanguageLab,
  cleanspinLaundromats,
  senVangPharmacy,
];
