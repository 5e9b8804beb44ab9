import 'fake-indexeddb/auto';
import '@testing-library/dom';
