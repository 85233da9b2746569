import { storageNames } from '../config/storage-names';
import { EMPTY_PRICE_BOOK, readPriceBook, withPrice, withoutPrice, type Price } from '../utils/trends';
import { localStore } from './local-store';

/** The owner's prices per kWh and per litre, each from a date on: kept in this browser (localStorage), every tab. */
const store = localStore(storageNames.priceBook, readPriceBook, EMPTY_PRICE_BOOK);

export const getPriceBook = store.get;
export const addPrice = (price: Price) => store.set(withPrice(store.get(), price));
export const removePrice = (price: Pick<Price, 'kind' | 'from'>) => store.set(withoutPrice(store.get(), price));
export const setCurrency = (currency: string) => store.set(readPriceBook({ ...store.get(), currency }));
export const usePriceBook = store.use;
