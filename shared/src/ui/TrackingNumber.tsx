import type { OrderParcel } from '../contracts/checkout-orders';

/** A parcel's tracking number, linked to the courier's tracking page when staff gave one. */
export function TrackingNumber({ parcel }: { parcel: OrderParcel }) {
  return parcel.link ? (
    <a href={parcel.link} target="_blank" rel="noopener noreferrer">
      {parcel.broj}
    </a>
  ) : (
    parcel.broj
  );
}
