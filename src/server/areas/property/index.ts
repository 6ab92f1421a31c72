// The property area's public module: the property, its booking configuration, its group and the
// directory of properties.
export { getBookConfig } from './book-config.ts';
export { getPropertyGroup } from './property-group.ts';
export { getProperty, getPropertyRow, resolvePropertyId, type PropertyRow } from './property.ts';
export { DIRECTORY } from './ref.ts';
export {
  getHotelTexts,
  readHotelTexts,
  textsLocaleOf,
  translateBookSettings,
  translateExtra,
  translateGuestLabels,
  translateOffer,
  translateRatePlan,
  translateRoomType,
} from './hotel-texts.ts';
