import { contactButton } from '../home/contact-button';
import { BookingModalTrigger } from './booking-modal-trigger';

/** The contact section's "Schedule Your Free Assessment" and its dialog (an island, decision 0260). */
export default function ContactBooking() {
  return (
    <BookingModalTrigger className={`${contactButton} border-2 border-white text-white hover:bg-white/10`} />
  );
}
