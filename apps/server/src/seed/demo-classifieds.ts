import type { Db } from '../db/client';
import * as accounts from '../modules/accounts/accounts.repository';
import { countClassifieds, insertClassified } from '../modules/classifieds/classifieds.repository';
import { newClassifiedId } from '../modules/classifieds/classifieds.service';
import { DEMO_ACCOUNTS } from './demo-accounts';

// [name, category, voivodeship, premium, description]
const ADS: [string, number, number, number, string][] = [
  [
    'Toyota Corolla 1.6 2017, pierwszy właściciel',
    1,
    7,
    2,
    'Salon Polska, serwisowana w ASO, przebieg 98 000 km. Komplet opon zimowych w cenie.',
  ],
  [
    'Rower górski Kross Level 5.0, rozmiar M',
    10,
    6,
    0,
    'Rama aluminiowa, hamulce hydrauliczne, amortyzator powietrzny. Mało używany, stan bardzo dobry.',
  ],
  [
    'Mieszkanie 2 pokoje, 48 m², Gdańsk Wrzeszcz',
    2,
    11,
    3,
    'Słoneczne mieszkanie po remoncie, trzecie piętro, balkon, blisko SKM i centrum handlowego.',
  ],
  [
    'Praca: magazynier, umowa o pracę',
    3,
    15,
    1,
    'Firma logistyczna zatrudni magazyniera z uprawnieniami na wózek widłowy. Praca dwuzmianowa.',
  ],
  [
    'Kanapa narożna z funkcją spania',
    4,
    1,
    0,
    'Szara tkanina, pojemnik na pościel, wymiary 260 x 180 cm. Odbiór osobisty we Wrocławiu.',
  ],
  [
    'iPhone 13 128 GB, bateria 89%',
    5,
    7,
    0,
    'Telefon bez blokad, w zestawie etui i szkło ochronne. Brak rys na ekranie, sprzedaję z powodu zmiany.',
  ],
  [
    'Kurtka zimowa damska, rozmiar 38',
    6,
    5,
    0,
    'Puchowa kurtka z kapturem, kolor butelkowej zieleni. Noszona jeden sezon, bez uszkodzeń.',
  ],
  [
    'Ciągnik Ursus C-360 po remoncie',
    7,
    3,
    2,
    'Silnik po kapitalnym remoncie, nowe opony tylne, zarejestrowany i ubezpieczony. Gotowy do pracy.',
  ],
  [
    'Szczenięta golden retriever z rodowodem',
    8,
    12,
    1,
    'Trzy suczki i dwa pieski, zaszczepione, odrobaczone, z książeczkami zdrowia. Odbiór od połowy miesiąca.',
  ],
  [
    'Wózek dziecięcy 3w1 Bebetto',
    9,
    9,
    0,
    'Gondola, spacerówka i fotelik samochodowy. Kompletny, zadbany, z parasolką i moskitierą.',
  ],
  [
    'Gitara klasyczna Yamaha C40 z pokrowcem',
    11,
    6,
    0,
    'Idealna do nauki gry, nowe struny, pokrowiec z kieszenią na nuty. Możliwa wysyłka.',
  ],
  [
    'Usługi remontowe: malowanie, gładzie, płytki',
    12,
    7,
    3,
    'Solidnie i terminowo wykonamy remont mieszkania lub domu. Bezpłatna wycena, faktura VAT.',
  ],
  [
    'Volkswagen Golf VII 2.0 TDI kombi',
    1,
    15,
    0,
    'Rok 2016, bogate wyposażenie, nawigacja, czujniki parkowania. Bezwypadkowy, zadbany.',
  ],
  [
    'Działka budowlana 1200 m² pod Krakowem',
    2,
    6,
    0,
    'Media w drodze, warunki zabudowy wydane, dojazd asfaltem. Spokojna okolica, widok na las.',
  ],
  [
    'Praca zdalna: księgowa na pół etatu',
    3,
    0 + 7,
    0,
    'Biuro rachunkowe poszukuje księgowej z doświadczeniem w KPiR i pełnej księgowości.',
  ],
  [
    'Kosiarka spalinowa Husqvarna LC 140',
    4,
    2,
    0,
    'Sprawna, po przeglądzie serwisowym, kosz na trawę w komplecie. Szerokość koszenia 40 cm.',
  ],
  [
    'Laptop Lenovo ThinkPad T480, 16 GB RAM',
    5,
    11,
    0,
    'Procesor i5, dysk SSD 512 GB, Windows 11. Bateria trzyma około 5 godzin pracy biurowej.',
  ],
  [
    'Buty trekkingowe Salomon, rozmiar 43',
    6,
    6,
    0,
    'Wodoodporna membrana, używane na kilku wycieczkach, stan bardzo dobry. Oryginalne pudełko.',
  ],
  [
    'Siano w balotach, zbiór tegoroczny',
    7,
    10,
    0,
    'Około 150 balotów, przechowywane pod dachem. Możliwy transport w okolicy Białegostoku.',
  ],
  [
    'Akwarium 120 l z wyposażeniem',
    8,
    5,
    0,
    'Filtr, grzałka, oświetlenie LED i szafka. Sprzedam razem z roślinami, bez ryb.',
  ],
  [
    'Łóżeczko drewniane z materacem',
    9,
    16,
    0,
    'Regulowana wysokość dna, materac kokosowy. Stan bardzo dobry, z domu bez zwierząt.',
  ],
  [
    'Narty Rossignol 170 cm z wiązaniami',
    10,
    12,
    0,
    'Narty allmountain, serwis przed sezonem, wiązania ustawione na but 305 mm.',
  ],
  [
    'Korepetycje z matematyki, matura rozszerzona',
    11,
    7,
    1,
    'Doświadczony nauczyciel, zajęcia stacjonarnie w Warszawie lub online. Pierwsza lekcja gratis.',
  ],
  [
    'Transport i przeprowadzki, cała Polska',
    12,
    15,
    0,
    'Samochód z windą, ekipa dwóch osób, pakowanie i demontaż mebli. Dogodne terminy.',
  ],
  [
    'Skuter Yamaha Aerox 50, 2019',
    1,
    4,
    0,
    'Niski przebieg, zarejestrowany, dwa kluczyki. Idealny do dojazdów po mieście.',
  ],
  [
    'Pokój do wynajęcia dla studentki, Lublin',
    2,
    3,
    0,
    'Umeblowany pokój w trzypokojowym mieszkaniu, 10 minut od UMCS. Media w cenie.',
  ],
  [
    'Kierowca kat. C+E, trasy krajowe',
    3,
    13,
    0,
    'Zatrudnimy kierowcę z doświadczeniem, weekendy w domu, nowoczesna flota. Atrakcyjne wynagrodzenie.',
  ],
  [
    'Zestaw mebli ogrodowych z technorattanu',
    4,
    14,
    0,
    'Sofa, dwa fotele i stolik ze szkłem. Poduchy w kolorze kremowym, komplet gotowy do odbioru.',
  ],
  [
    'Konsola PlayStation 5 z dwoma padami',
    5,
    1,
    2,
    'Wersja z napędem, na gwarancji, w zestawie trzy gry. Sprzedaję, bo brak czasu na granie.',
  ],
  [
    'Suknia ślubna, rozmiar 36, ecru',
    6,
    8,
    0,
    'Koronkowa suknia z trenem, po pralni chemicznej. Do sukni dołączam welon i bolerko.',
  ],
  [
    'Kurki nioski i jaja wiejskie',
    7,
    9,
    0,
    'Sprzedam kury nioski w wieku 20 tygodni oraz jaja od kur z wolnego wybiegu.',
  ],
  [
    'Kot brytyjski niebieski, kocię z hodowli',
    8,
    11,
    0,
    'Kocurek po rodzicach z rodowodem, nauczony kuwety, gotowy do odbioru. Umowa kupna.',
  ],
];

/** A few dozen ads by the demo accounts, once, when the board is empty. */
export async function seedDemoClassifieds(db: Db): Promise<void> {
  if ((await countClassifieds(db)) > 0) return;
  const posters = [];
  // The board's demo is the spec's: its ads are the demo client's and the first pilot's.
  for (const a of DEMO_ACCOUNTS.slice(0, 2)) {
    const userId = await accounts.findAccountIdByUsername(db, a.username);
    if (userId !== undefined) posters.push(userId);
  }
  if (posters.length === 0) return;
  const now = Date.now();
  for (const [i, [name, category, voivodeship, premium, description]] of ADS.entries()) {
    await insertClassified(db, {
      id: newClassifiedId(),
      name,
      description,
      category,
      voivodeship,
      premium,
      userId: posters[i % posters.length]!,
      // Spread over the last weeks so "newest first" is visible.
      createdAt: new Date(now - i * 7 * 3_600_000),
    });
  }
}
