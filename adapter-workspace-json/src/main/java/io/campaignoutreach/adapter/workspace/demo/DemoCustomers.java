package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The demo agency's customers: people near or past 65 in New England, Florida and Arizona, with
 * fictional 555-01xx phone numbers, example.com addresses and made-up Medicare numbers.
 */
final class DemoCustomers {

    private static final List<String> FEMALE = List.of("Barbara", "Linda", "Patricia", "Carol", "Susan", "Nancy",
            "Margaret", "Sandra", "Donna", "Joan", "Judith", "Elaine", "Rosa", "Gloria", "Diane", "Frances",
            "Kathleen", "Maria", "Dorothy", "Janet");
    private static final List<String> MALE = List.of("Robert", "James", "John", "William", "Richard", "Thomas",
            "Charles", "Donald", "Ronald", "Gary", "Joseph", "Kenneth", "Paul", "Frank", "Raymond", "Jose", "Walter",
            "Gerald", "Dennis", "Harold");
    private static final List<String> SURNAMES = List.of("Sullivan", "Murphy", "Johnson", "Williams", "Brown",
            "Jones", "Garcia", "Miller", "Davis", "Rodriguez", "Martinez", "Hernandez", "Lopez", "Wilson", "Anderson",
            "Thomas", "Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris", "Clark",
            "Lewis", "Robinson", "Walker", "Young", "Allen", "King", "Wright", "Scott", "Torres", "Nguyen", "Hill",
            "Flores", "Green", "Adams", "Nelson", "Baker", "Hall", "Rivera", "Campbell", "Mitchell", "Carter",
            "Roberts", "O'Brien", "Kowalski");
    private static final List<Place> PLACES = List.of(
            new Place("617", "Boston", "Suffolk", "MA", "021", "America/New_York"),
            new Place("508", "Worcester", "Worcester", "MA", "016", "America/New_York"),
            new Place("781", "Quincy", "Norfolk", "MA", "021", "America/New_York"),
            new Place("978", "Lowell", "Middlesex", "MA", "018", "America/New_York"),
            new Place("401", "Providence", "Providence", "RI", "029", "America/New_York"),
            new Place("603", "Manchester", "Hillsborough", "NH", "031", "America/New_York"),
            new Place("207", "Portland", "Cumberland", "ME", "041", "America/New_York"),
            new Place("860", "Hartford", "Hartford", "CT", "061", "America/New_York"),
            new Place("727", "Clearwater", "Pinellas", "FL", "337", "America/New_York"),
            new Place("941", "Sarasota", "Sarasota", "FL", "342", "America/New_York"),
            new Place("239", "Naples", "Collier", "FL", "341", "America/New_York"),
            new Place("480", "Scottsdale", "Maricopa", "AZ", "852", "America/Phoenix"));
    private static final List<String> STREETS = List.of("Maple St", "Oak Ave", "Harbor Rd", "Elm St", "Pine Ridge Dr",
            "Bayview Ter", "Church St", "Washington St", "Palm Way", "Desert Willow Ln");
    private static final List<String[]> CARRIERS = List.of(
            new String[] {"Humana", "Humana Gold Plus (HMO)"},
            new String[] {"Aetna", "Aetna Medicare Value (PPO)"},
            new String[] {"UnitedHealthcare", "AARP Medicare Advantage Choice (PPO)"},
            new String[] {"Blue Cross Blue Shield", "Medicare Advantage Saver (HMO)"},
            new String[] {"Wellcare", "Wellcare Value Script (PDP)"},
            new String[] {"Cigna", "Cigna Preferred Medicare (HMO)"});
    private static final List<String> POLICY_TYPES = List.of("MA", "MAPD", "MAPD", "MS", "PDP");
    private static final String MBI_LETTERS = "ACDEFGHJKMNPQRTUVWXY";

    private DemoCustomers() {
    }

    static List<Customer> create(DemoContext demo, int count, DemoCustomFields customFields) {
        Set<String> phones = new HashSet<>();
        List<Customer> customers = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Place place = demo.pick(PLACES);
            String phone = uniquePhone(demo, place, phones);
            customers.add(customer(demo, place, PhoneNumber.parse(phone).orElseThrow(), i, customFields));
        }
        return customers;
    }

    private static String uniquePhone(DemoContext demo, Place place, Set<String> taken) {
        String areaCode = place.areaCode();
        while (true) {
            // 555-0100 to 555-0199 are reserved for fiction, so no real person is ever dialled.
            String candidate = "+1" + areaCode + "55501" + String.format(Locale.ROOT, "%02d", demo.random().nextInt(100));
            if (taken.add(candidate)) {
                return candidate;
            }
            areaCode = demo.pick(PLACES).areaCode();
        }
    }

    private static Customer customer(DemoContext demo, Place place, PhoneNumber phone, int index,
                                     DemoCustomFields customFields) {
        boolean female = demo.chance(0.55);
        String first = demo.pick(female ? FEMALE : MALE);
        String last = demo.pick(SURNAMES);
        int currentYear = LocalDate.ofInstant(demo.now(), ZoneOffset.UTC).getYear();
        LocalDate birth = LocalDate.of(currentYear - 64 - demo.random().nextInt(22), 1 + demo.random().nextInt(12),
                1 + demo.random().nextInt(28));
        LocalDate sixtyFifth = birth.plusYears(65).withDayOfMonth(1);
        boolean onMedicare = !sixtyFifth.isAfter(LocalDate.ofInstant(demo.now(), ZoneOffset.UTC));
        Instant created = demo.betweenDaysAgo(20, 500);

        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        fields.put(CustomerField.CLIENT_CUSTOMER_ID, "HV-" + (10_000 + index));
        fields.put(CustomerField.STATUS, demo.chance(0.4) ? "Active" : "Lead");
        fields.put(CustomerField.QUALIFICATION_STATUS, demo.pick(List.of("Qualified", "Pending Review", "In Progress",
                "Needs Information")));
        fields.put(CustomerField.INTENT, demo.pick(List.of("High", "Medium", "Medium", "Low", "Unknown")));
        fields.put(CustomerField.IS_DECISION_MAKER, demo.chance(0.9));
        fields.put(CustomerField.FIRST_NAME, first);
        fields.put(CustomerField.LAST_NAME, last);
        fields.put(CustomerField.LINE_TYPE, demo.chance(0.6) ? "mobile" : "landline");
        fields.put(CustomerField.EMAIL, email(demo, first, last, index));
        fields.put(CustomerField.LANGUAGE, demo.chance(0.12) ? "Spanish" : "English");
        fields.put(CustomerField.GENDER, female ? "Female" : "Male");
        fields.put(CustomerField.MARITAL_STATUS, demo.pick(List.of("Married", "Married", "Widowed", "Single",
                "Divorced")));
        fields.put(CustomerField.POSTAL_CODE, place.zipPrefix() + String.format(Locale.ROOT, "%02d",
                demo.random().nextInt(100)));
        fields.put(CustomerField.TIMEZONE, place.timezone());
        fields.put(CustomerField.STATE, place.state());
        fields.put(CustomerField.CITY, place.city());
        fields.put(CustomerField.COUNTY, place.county());
        fields.put(CustomerField.ADDRESS, (10 + demo.random().nextInt(980)) + " " + demo.pick(STREETS));
        fields.put(CustomerField.DATE_OF_BIRTH, birth.toString());
        fields.put(CustomerField.MEDICARE_CARD, onMedicare);
        fields.put(CustomerField.MEDICAID, demo.chance(0.1));
        fields.put(CustomerField.VETERAN, demo.chance(0.15));
        fields.put(CustomerField.DO_NOT_CALL, demo.chance(0.03));
        fields.put(CustomerField.DO_NOT_SMS, demo.chance(0.05));
        if (onMedicare) {
            fields.put(CustomerField.MBI_NUMBER, medicareNumber(demo));
            fields.put(CustomerField.MEDICARE_PART_A_DATE, sixtyFifth.toString());
            fields.put(CustomerField.MEDICARE_PART_B_DATE, sixtyFifth.toString());
        } else {
            fields.put(CustomerField.DESIRED_COVERAGE_START_DATE, sixtyFifth.toString());
        }

        List<Policy> policies = new ArrayList<>();
        if (onMedicare && demo.chance(0.45)) {
            String[] carrier = demo.pick(CARRIERS);
            Policy policy = policy(demo, carrier, sixtyFifth, created, customFields);
            policies.add(policy);
            fields.put(CustomerField.EXISTING_COVERAGE, policy.text(PolicyField.POLICY_TYPE).equals("MS")
                    ? "Original Medicare" : "Medicare Advantage");
            fields.put(CustomerField.CARRIER_NAME, carrier[0]);
            fields.put(CustomerField.PLAN_NAME, carrier[1]);
        } else {
            fields.put(CustomerField.EXISTING_COVERAGE, onMedicare ? "Original Medicare" : "Employer");
        }
        return Customer.create(CustomerId.of(demo.id()), demo.organizationId(), phone, CustomerProfile.of(fields),
                policies, customFields.customerValues(demo), Map.of(), created);
    }

    private static Policy policy(DemoContext demo, String[] carrier, LocalDate eligible, Instant created,
                                 DemoCustomFields customFields) {
        String type = carrier[1].contains("(PDP)") ? "PDP" : demo.pick(POLICY_TYPES);
        int effectiveYear = Math.max(eligible.getYear(), LocalDate.ofInstant(demo.now(), ZoneOffset.UTC).getYear()
                - demo.random().nextInt(3));
        Map<PolicyField, Object> values = new EnumMap<>(PolicyField.class);
        values.put(PolicyField.POLICY_TYPE, type);
        values.put(PolicyField.CARRIER_NAME, carrier[0]);
        values.put(PolicyField.PLAN_NAME, carrier[1]);
        values.put(PolicyField.PLAN_CODE, "H" + (1_000 + demo.random().nextInt(9_000)) + "-0"
                + (10 + demo.random().nextInt(90)));
        values.put(PolicyField.POLICY_NUMBER, "HVP" + (100_000 + demo.random().nextInt(900_000)));
        values.put(PolicyField.STATUS, demo.chance(0.9) ? "Active" : "Pending");
        values.put(PolicyField.EFFECTIVE_DATE, LocalDate.of(effectiveYear, 1, 1).toString());
        values.put(PolicyField.ELECTION_PERIOD, demo.pick(List.of("AEP", "IEP", "OEP", "SEP")));
        values.put(PolicyField.MONTHLY_PREMIUM, type.equals("MS") ? "142.00" : demo.pick(List.of("0.00", "0.00",
                "19.50", "38.00")));
        values.put(PolicyField.WRITING_AGENT_NAME, demo.pick(List.of("Maria Delgado", "Tom Brennan", "Aisha Rahman")));
        values.put(PolicyField.POLICY_LIVES, 1);
        return new Policy(demo.id(), values, customFields.policyValues(demo), created, created);
    }

    private static String email(DemoContext demo, String first, String last, int index) {
        String local = (first + "." + last).toLowerCase(Locale.ROOT).replace("'", "");
        return local + (index % 7 == 0 ? String.valueOf(index) : "") + "@" + demo.pick(List.of("example.com",
                "example.net", "example.org"));
    }

    /** Shaped like a Medicare Beneficiary Identifier (digit, letter, alphanumerics), but invented. */
    private static String medicareNumber(DemoContext demo) {
        StringBuilder mbi = new StringBuilder();
        mbi.append(1 + demo.random().nextInt(9));
        mbi.append(MBI_LETTERS.charAt(demo.random().nextInt(MBI_LETTERS.length())));
        for (int i = 0; i < 9; i++) {
            mbi.append(i % 3 == 0 ? MBI_LETTERS.charAt(demo.random().nextInt(MBI_LETTERS.length()))
                    : (char) ('0' + demo.random().nextInt(10)));
        }
        return mbi.toString();
    }

    private record Place(String areaCode, String city, String county, String state, String zipPrefix,
                         String timezone) {
    }
}
