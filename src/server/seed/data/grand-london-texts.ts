import type { TranslationsInput } from '../../hotel-file/translations.ts';

/** The Grand London's own texts in German and Arabic (the hotel file's `translations`). */
export const grandLondonTranslations = {
  de: {
    policies: {
      noAvailabilityMessage:
        'An diesen Tagen sind wir leider ausgebucht. Rufen Sie uns gern unter +44 20 7946 0000 an – wir helfen Ihnen so gut wie möglich weiter.',
      sameDayCutOffMessage:
        'Buchungen für dieselbe Nacht sind bis 18 Uhr möglich. Für eine Buchung für heute Nacht rufen Sie bitte unsere Rezeption unter +44 20 7946 0000 an.',
      customTerms: {
        label: 'Ich akzeptiere die Buchungsbedingungen für Firmenkunden',
        text: 'Buchungen auf Firmenrechnung werden der in der Buchung genannten Organisation innerhalb von 30 Tagen nach der Abreise in Rechnung gestellt. Nebenkosten begleicht der Gast beim Check-out.',
      },
    },
    guests: {
      adultLabel: 'Erwachsene',
      childLabel: 'Kinder (2–12)',
      infantLabel: 'Kleinkinder (unter 2)',
    },
    roomTypes: {
      CLDBL: {
        name: 'Klassisches Doppelzimmer',
        description:
          'Ein ruhiges Zimmer mit 22 m², Doppelbett, Regendusche und Blick auf den Innenhof.',
        beds: {
          'Double bed': 'Doppelbett',
        },
      },
      SUPTWN: {
        name: 'Superior-Zweibettzimmer',
        description:
          'Zwei Einzelbetten auf 24 m², ein Schreibtisch und ein Marmorbad mit Badewanne und Dusche.',
        beds: {
          'Twin beds': 'Zwei Einzelbetten',
          'Beds pushed together': 'Zusammengestellte Betten',
        },
      },
      DLXKNG: {
        name: 'Deluxe-Zimmer mit Kingsize-Bett',
        description:
          'Ein 30 m² großes Zimmer mit Kingsize-Bett, Sitzecke und Blick auf die Themse.',
        beds: {
          'King bed': 'Kingsize-Bett',
          'Twin beds': 'Zwei Einzelbetten',
        },
      },
      FAMQD: {
        name: 'Familienzimmer',
        description:
          'Zwei Queensize-Betten auf 36 m², ideal für zwei Erwachsene und zwei Kinder; Kinderbetten auf Anfrage.',
        beds: {
          'Two queen beds': 'Zwei Queensize-Betten',
          'One queen bed and a sofa bed': 'Ein Queensize-Bett und ein Schlafsofa',
        },
      },
      JRSTE: {
        name: 'Junior Suite',
        description:
          'Eine 45 m² große Suite mit separatem Wohnbereich, Kingsize-Bett, freistehender Badewanne und Blick auf die Themse.',
        beds: {
          'King bed': 'Kingsize-Bett',
        },
      },
    },
    ratePlans: {
      FLEX: {
        name: 'Flexibler Tarif',
        description:
          'Nur Übernachtung. Kostenfreie Stornierung bis 48 Stunden vor Anreise; wir belasten Ihre Karte 2 Tage vor Ihrer Ankunft.',
        cancellation:
          'Kostenfreie Stornierung bis 48 Stunden vor Anreise. Bei späterer Stornierung oder Nichtanreise berechnen wir die erste Nacht.',
      },
      NRF: {
        name: 'Nicht erstattbar – 15 % sparen',
        description:
          'Nur Übernachtung zu unserem günstigsten Preis; der volle Betrag wird bei der Buchung fällig.',
        cancellation:
          'Nicht erstattbar: Der gesamte Aufenthalt wird bei der Buchung berechnet und kann weder erstattet noch geändert werden.',
      },
      BB: {
        name: 'Übernachtung mit Frühstück',
        description:
          'Jeden Morgen ein englisches Frühstück im Palm Court. 30 % Anzahlung bei der Buchung.',
        mealPlan: 'Englisches Frühstück inklusive',
        cancellation:
          'Kostenfreie Stornierung bis 48 Stunden vor Anreise; die Anzahlung wird vollständig erstattet.',
      },
      WINTER: {
        name: 'Winterauszeit',
        description:
          'Unser Winterangebot für zwei Personen, Frühstück inklusive. Mit einem Aktionscode buchbar.',
        mealPlan: 'Frühstück für zwei Personen inklusive',
        cancellation: 'Kostenfreie Stornierung bis 7 Tage vor Anreise.',
      },
    },
    extras: {
      BRKFST: {
        name: 'Englisches Frühstück',
        description: 'Serviert im Palm Court von 7 bis 10:30 Uhr.',
      },
      PARK: { name: 'Parkservice', description: 'Sicheres Parken mit Parkservice, pro Nacht.' },
      CHAMP: {
        name: 'Champagner zur Begrüßung',
        description: 'Eine gekühlte Flasche Champagner erwartet Sie auf Ihrem Zimmer.',
      },
      SPA: {
        name: 'Spa-Tageskarte',
        description: 'Pool, Sauna und Dampfbad für die gesamte Dauer Ihres Aufenthalts.',
      },
      LATECO: {
        name: 'Später Check-out (14 Uhr)',
        description: 'Behalten Sie Ihr Zimmer am Abreisetag bis 14 Uhr.',
      },
      FLOWERS: {
        name: 'Strauß saisonaler Blumen',
        description: 'Von unserem Floristen von Hand gebunden, pro Strauß.',
      },
      TEA: {
        name: 'Afternoon Tea',
        description: 'Sandwiches, Scones und feines Gebäck im Palm Court, pro Person.',
      },
      TRANSFER: {
        name: 'Transfer vom Flughafen Heathrow',
        description: 'Privatwagen ab Heathrow, pro Fahrt (bis zu 3 Gäste).',
      },
    },
    incentives: {
      'Best rate guaranteed': {
        title: 'Bestpreisgarantie',
        description:
          'Finden Sie Ihr Zimmer innerhalb von 24 Stunden anderswo günstiger, passen wir unseren Preis an.',
      },
      'Free Wi-Fi': {
        title: 'Kostenloses WLAN',
        description: 'Schnelles WLAN im gesamten Hotel für alle Ihre Geräte.',
      },
      'Flexible stays': {
        title: 'Flexibel buchen',
        description: 'Kostenfreie Stornierung bis 48 Stunden vor Anreise bei flexiblen Tarifen.',
      },
    },
    offers: {
      'Winter Escape': {
        name: 'Winterauszeit',
        description:
          'Übernachten Sie zwischen November und März und sparen Sie 10 % mit unserem Tarif Winterauszeit, Frühstück für zwei Personen inklusive.',
      },
      'Bed & Breakfast': {
        name: 'Übernachtung mit Frühstück',
        description: 'Beginnen Sie jeden Tag mit einem englischen Frühstück im Palm Court.',
      },
    },
  },
  ar: {
    policies: {
      noAvailabilityMessage:
        'نعتذر، فجميع غرفنا محجوزة في هذه التواريخ. يسعدنا اتصالكم بنا على الرقم +44 20 7946 0000 وسنبذل قصارى جهدنا لمساعدتكم.',
      sameDayCutOffMessage:
        'يُغلق الحجز لليلة نفسها عند الساعة 6 مساءً. للحجز الليلة، يُرجى الاتصال بمكتب الاستقبال على الرقم +44 20 7946 0000.',
      customTerms: {
        label: 'أوافق على شروط حجوزات الشركات',
        text: 'تُصدر فواتير الحجوزات المدفوعة بفاتورة شركة باسم الجهة المذكورة في الحجز خلال 30 يومًا من المغادرة، ويسدد الضيف المصاريف الإضافية عند تسجيل المغادرة.',
      },
    },
    guests: {
      adultLabel: 'البالغون',
      childLabel: 'الأطفال (2–12)',
      infantLabel: 'الرضّع (دون السنتين)',
    },
    roomTypes: {
      CLDBL: {
        name: 'غرفة مزدوجة كلاسيكية',
        description: 'غرفة هادئة بمساحة 22 م² مع سرير مزدوج ودش مطري وإطلالة على الفناء الداخلي.',
        beds: {
          'Double bed': 'سرير مزدوج',
        },
      },
      SUPTWN: {
        name: 'غرفة سوبيريور بسريرين منفصلين',
        description:
          'سريران منفردان في مساحة 24 م² مع مكتب للكتابة وحمّام من الرخام مزوّد بحوض استحمام ودش.',
        beds: {
          'Twin beds': 'سريران منفصلان',
          'Beds pushed together': 'سريران متلاصقان',
        },
      },
      DLXKNG: {
        name: 'غرفة ديلوكس بسرير كينغ',
        description: 'غرفة بمساحة 30 م² مع سرير كينغ وركن جلوس وإطلالة على نهر التايمز.',
        beds: {
          'King bed': 'سرير كينغ',
          'Twin beds': 'سريران منفصلان',
        },
      },
      FAMQD: {
        name: 'غرفة عائلية',
        description:
          'سريران بحجم كوين في مساحة 36 م²، مثالية لشخصين بالغين وطفلين؛ وتتوفر أسرّة للأطفال عند الطلب.',
        beds: {
          'Two queen beds': 'سريران بحجم كوين',
          'One queen bed and a sofa bed': 'سرير بحجم كوين وأريكة سرير',
        },
      },
      JRSTE: {
        name: 'جناح جونيور',
        description:
          'جناح بمساحة 45 م² مع صالة جلوس منفصلة وسرير كينغ وحوض استحمام قائم بذاته وإطلالة على النهر.',
        beds: {
          'King bed': 'سرير كينغ',
        },
      },
    },
    ratePlans: {
      FLEX: {
        name: 'السعر المرن',
        description:
          'الغرفة فقط. إلغاء مجاني حتى 48 ساعة قبل الوصول، ونخصم المبلغ من بطاقتكم قبل يومين من وصولكم.',
        cancellation:
          'إلغاء مجاني حتى 48 ساعة قبل الوصول. تُحتسب الليلة الأولى عند الإلغاء بعد ذلك أو عدم الحضور.',
      },
      NRF: {
        name: 'غير قابل للاسترداد — وفّروا 15%',
        description: 'الغرفة فقط بأفضل أسعارنا، ويُدفع المبلغ كاملًا عند الحجز.',
        cancellation:
          'غير قابل للاسترداد: تُحتسب تكلفة الإقامة كاملة عند الحجز ولا يمكن استردادها أو تعديلها.',
      },
      BB: {
        name: 'المبيت مع الإفطار',
        description: 'إفطار إنجليزي كامل في قاعة بالم كورت كل صباح. عربون بنسبة 30% عند الحجز.',
        mealPlan: 'يشمل الإفطار الإنجليزي الكامل',
        cancellation: 'إلغاء مجاني حتى 48 ساعة قبل الوصول، ويُسترد العربون بالكامل.',
      },
      WINTER: {
        name: 'عرض الشتاء',
        description: 'عرضنا الشتوي لشخصين مع الإفطار، ويُتاح برمز ترويجي.',
        mealPlan: 'يشمل الإفطار لشخصين',
        cancellation: 'إلغاء مجاني حتى 7 أيام قبل الوصول.',
      },
    },
    extras: {
      BRKFST: {
        name: 'إفطار إنجليزي كامل',
        description: 'يُقدَّم في قاعة بالم كورت من الساعة 7 حتى 10:30 صباحًا.',
      },
      PARK: { name: 'خدمة صف السيارات', description: 'خدمة صف سيارات آمنة، لكل ليلة.' },
      CHAMP: {
        name: 'شمبانيا عند الوصول',
        description: 'زجاجة شمبانيا مبرّدة بانتظاركم في غرفتكم.',
      },
      SPA: {
        name: 'تذكرة يومية للسبا',
        description: 'المسبح والساونا وغرفة البخار طوال مدة إقامتكم.',
      },
      LATECO: {
        name: 'تسجيل مغادرة متأخر (2 ظهرًا)',
        description: 'احتفظوا بغرفتكم حتى الساعة 2 ظهرًا في يوم مغادرتكم.',
      },
      FLOWERS: {
        name: 'باقة من الزهور الموسمية',
        description: 'يُنسّقها منسّق الزهور لدينا يدويًا، لكل باقة.',
      },
      TEA: {
        name: 'شاي العصر',
        description: 'شطائر وسكونز ومعجنات في قاعة بالم كورت، للشخص الواحد.',
      },
      TRANSFER: {
        name: 'التوصيل من مطار هيثرو',
        description: 'سيارة خاصة من مطار هيثرو، لكل رحلة (حتى 3 ضيوف).',
      },
    },
    incentives: {
      'Best rate guaranteed': {
        title: 'أفضل سعر مضمون',
        description: 'إذا وجدتم سعرًا أقل في مكان آخر خلال 24 ساعة، فسنطابقه لكم.',
      },
      'Free Wi-Fi': {
        title: 'واي فاي مجاني',
        description: 'اتصال واي فاي سريع في جميع أنحاء الفندق لجميع أجهزتكم.',
      },
      'Flexible stays': {
        title: 'إقامات مرنة',
        description: 'إلغاء مجاني حتى 48 ساعة قبل الوصول مع الأسعار المرنة.',
      },
    },
    offers: {
      'Winter Escape': {
        name: 'عرض الشتاء',
        description:
          'أقيموا لدينا بين نوفمبر ومارس ووفّروا 10% مع عرض الشتاء، ويشمل الإفطار لشخصين.',
      },
      'Bed & Breakfast': {
        name: 'المبيت مع الإفطار',
        description: 'ابدؤوا كل يوم بإفطار إنجليزي كامل في قاعة بالم كورت.',
      },
    },
  },
} as const satisfies TranslationsInput;
