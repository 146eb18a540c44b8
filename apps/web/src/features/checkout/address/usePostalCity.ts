import { useEffect, useRef } from 'react';
import type { AddressValues } from '../../../lib/forms/addressValues.ts';
import type { UseForm } from '../../../lib/forms/useForm.ts';
import { citiesOf, germanPostalCode } from './postalCities.ts';

/**
 * Fills "Ort" from a complete German PLZ (issue #27 item 3) — only while the customer has not
 * typed a place of their own: an empty field, or the one this hook filled before.
 */
export function usePostalCity<V extends AddressValues>(form: UseForm<V>) {
  const { zip, country, city } = form.values;
  const { setValue } = form;
  const filled = useRef<string | null>(null);
  const cityNow = useRef(city);
  cityNow.current = city;

  useEffect(() => {
    if (!germanPostalCode(zip, country)) return;
    let current = true;
    void citiesOf(zip, country).then((cities) => {
      const place = cities[0];
      if (!current || !place) return;
      const typed = cityNow.current.trim();
      if (typed !== '' && typed !== filled.current) return;
      filled.current = place;
      setValue('city', place);
    });
    return () => {
      current = false;
    };
  }, [zip, country, setValue]);
}
