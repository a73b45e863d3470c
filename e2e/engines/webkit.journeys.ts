import { defineJourneys } from './journeys';

defineJourneys('webkit');
