/** What the embeddable search widget needs to draw a hotel's form: public facts only. */
export type WidgetConfig = {
  code: string;
  name: string;
  colours: { primary: string; text: string };
  today: string;
  lastDate: string;
  maxRooms: number;
  adults: { min: number; max: number };
  children: { min: number; max: number };
  defaultRoom: { adults: number; children: number };
  promo: boolean;
};
