package io.campaignoutreach.bootstrap.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.constructors;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaConstructor;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.core.importer.Location;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

/** The rules of the architecture brief, checked on the production classes of every module. */
@AnalyzeClasses(packages = "io.campaignoutreach",
        importOptions = {ImportOption.DoNotIncludeTests.class, ArchitectureRulesTest.NoTestJars.class})
class ArchitectureRulesTest {

    /** The application's test-jar (contract suites, fixtures) is on this class path too; it is test code. */
    static final class NoTestJars implements ImportOption {
        @Override
        public boolean includes(Location location) {
            return !location.contains("-tests.jar");
        }
    }

    private static final String DOMAIN = "io.campaignoutreach.domain..";
    private static final String DOMAIN_ROOT = "io.campaignoutreach.domain.";
    private static final String APPLICATION = "io.campaignoutreach.application..";
    private static final String ADAPTERS = "io.campaignoutreach.adapter..";
    private static final String HTTP_ADAPTER = "io.campaignoutreach.adapter.http..";
    private static final String PROVIDERS_ADAPTER = "io.campaignoutreach.adapter.provider..";
    private static final String JDBI_ADAPTER = "io.campaignoutreach.adapter.persistence.jdbi..";
    private static final String WORKSPACE_ADAPTER = "io.campaignoutreach.adapter.workspace..";
    private static final String BOOTSTRAP = "io.campaignoutreach.bootstrap..";
    private static final String EMBEDDED = "io.campaignoutreach.embedded..";
    private static final String STORE_PORTS = "io.campaignoutreach.application.shared.StorePorts";
    private static final int MAX_COLLABORATORS = 8;
    private static final String INMEMORY_ADAPTER = "io.campaignoutreach.adapter.persistence.inmemory..";
    private static final String JSON_NODE = "com.fasterxml.jackson.databind.JsonNode";
    /** Where a body is read (size, text, JSON) and bound to its request record. */
    private static final String[] HTTP_BODY_READING = {"io.campaignoutreach.adapter.http.json",
            "io.campaignoutreach.adapter.http.request"};

    @ArchTest
    static final ArchRule domain_depends_only_on_java = classes().that().resideInAPackage(DOMAIN)
            .should().onlyDependOnClassesThat().resideInAnyPackage(DOMAIN, "java..")
            .because("the domain is pure Java: no Jackson, no validation annotations, no Jdbi");

    @ArchTest
    static final ArchRule application_depends_only_on_domain_and_java = classes().that()
            .resideInAPackage(APPLICATION)
            .should().onlyDependOnClassesThat().resideInAnyPackage(APPLICATION, DOMAIN, "java..")
            .because("use cases and ports know no framework");

    @ArchTest
    static final ArchRule the_assembly_uses_the_application_and_the_stores_only = classes().that()
            .resideInAPackage(EMBEDDED)
            .should().onlyDependOnClassesThat().resideInAnyPackage(EMBEDDED, APPLICATION, DOMAIN, INMEMORY_ADAPTER,
                    JDBI_ADAPTER, "java..", "javax.sql..", "javax.crypto..")
            .because("the services are built from a store's ports alone, secrets sealed with the JDK's own cipher;"
                    + " an embedding program needs neither the server nor a database or crypto library of its own");

    @ArchTest
    static final ArchRule only_bootstrap_builds_on_the_assembly = noClasses().that()
            .resideOutsideOfPackages(EMBEDDED, BOOTSTRAP)
            .should().dependOnClassesThat().resideInAPackage(EMBEDDED)
            .because("the assembled service is a way in for programs, the server's bootstrap among them; no adapter"
                    + " builds on it");

    @ArchTest
    static final ArchRule application_holds_no_bundle_of_ports_but_the_store = noClasses().that()
            .resideInAPackage(APPLICATION).and().doNotHaveFullyQualifiedName(STORE_PORTS)
            .should(handOutSeveralPersistencePorts())
            .because("a holder of every port hides what each service depends on; StorePorts alone carries a store's"
                    + " ports to the assembly");

    @ArchTest
    static final ArchRule application_classes_take_the_ports_they_use = classes().that()
            .resideInAPackage(APPLICATION)
            .should(takeNoBundleOfPorts())
            .because("a service's constructor names each port it uses (no bag of every repository)");

    @ArchTest
    static final ArchRule application_constructors_take_at_most_eight_collaborators = constructors().that()
            .areDeclaredInClassesThat().resideInAPackage(APPLICATION).and().areDeclaredInClassesThat().areNotRecords()
            .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName(STORE_PORTS)
            .should(takeAtMost(MAX_COLLABORATORS))
            .because("a service that needs more is doing several jobs: split it");

    @ArchTest
    static final ArchRule no_adapter_depends_on_another_adapter = slices().assignedFrom(new AdapterSlices())
            .should().notDependOnEachOther()
            .because("only bootstrap knows every module");

    @ArchTest
    static final ArchRule adapters_do_not_depend_on_bootstrap = noClasses().that().resideInAPackage(ADAPTERS)
            .should().dependOnClassesThat().resideInAPackage(BOOTSTRAP)
            .because("bootstrap wires the adapters, not the other way round");

    @ArchTest
    static final ArchRule only_http_adapter_and_bootstrap_use_javalin = noClasses().that()
            .resideOutsideOfPackages(HTTP_ADAPTER, BOOTSTRAP)
            .should().dependOnClassesThat().resideInAPackage("io.javalin..")
            .because("Javalin is the HTTP adapter's framework");

    @ArchTest
    static final ArchRule only_adapters_and_bootstrap_use_jackson = noClasses().that()
            .resideOutsideOfPackages(HTTP_ADAPTER, JDBI_ADAPTER, WORKSPACE_ADAPTER, PROVIDERS_ADAPTER, BOOTSTRAP)
            .should().dependOnClassesThat().resideInAPackage("com.fasterxml.jackson..")
            .because("JSON is an adapter concern: HTTP bodies, jsonb columns in PostgreSQL, workspace documents,"
                    + " providers' APIs");

    @ArchTest
    static final ArchRule only_the_http_adapter_validates_request_records = noClasses().that()
            .resideOutsideOfPackage(HTTP_ADAPTER)
            .should().dependOnClassesThat().resideInAnyPackage("jakarta.validation..", "org.hibernate.validator..")
            .because("request records and their constraints are the HTTP adapter's; the domain states its rules"
                    + " in plain Java");

    @ArchTest
    static final ArchRule request_bodies_are_bound_to_records = noClasses().that()
            .resideInAPackage(HTTP_ADAPTER).and().resideOutsideOfPackages(HTTP_BODY_READING)
            .should().callMethodWhere(DescribedPredicate.describe("a member of a JSON tree is read",
                    call -> call.getTargetOwner().isAssignableTo(JSON_NODE)
                            && call.getTarget().resolveMember()
                                    .filter(method -> !method.getModifiers().contains(JavaModifier.STATIC)).isPresent()))
            .because("every body is bound to its request record (request.RequestBodies); only the reading of a body"
                    + " and its binding look into its JSON tree");

    @ArchTest
    static final ArchRule only_the_workspace_adapter_reads_workspace_documents = noClasses().that()
            .resideOutsideOfPackages(WORKSPACE_ADAPTER, BOOTSTRAP)
            .should().dependOnClassesThat().resideInAPackage(WORKSPACE_ADAPTER)
            .because("workspace import, export and the demo are one driving adapter, which bootstrap wires");

    @ArchTest
    static final ArchRule only_jdbi_adapter_and_bootstrap_use_database_libraries = noClasses().that()
            .resideOutsideOfPackages(JDBI_ADAPTER, BOOTSTRAP)
            .should().dependOnClassesThat().resideInAnyPackage("org.jdbi..", "com.zaxxer..", "org.flywaydb..",
                    "org.postgresql..")
            .because("SQL, the pool and migrations live in the PostgreSQL adapter");

    @ArchTest
    static final ArchRule only_http_adapter_and_bootstrap_use_micrometer = noClasses().that()
            .resideOutsideOfPackages(HTTP_ADAPTER, BOOTSTRAP)
            .should().dependOnClassesThat().resideInAnyPackage("io.micrometer..", "io.prometheus..")
            .because("metrics are served over HTTP and bound in bootstrap; the core and the stores expose plain reads");

    @ArchTest
    static final ArchRule aggregates_are_built_through_their_factories = classes().that()
            .haveFullyQualifiedName(DOMAIN_ROOT + "campaign.Campaign")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "customer.Customer")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "call.Call")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "enrollment.Enrollment")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "enrollmentjob.EnrollmentJob")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "source.Source")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "inquiry.Inquiry")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "routing.RoutingConfig")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "transfer.TransferConfig")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "appointment.AppointmentConfig")
            .or().haveFullyQualifiedName(DOMAIN_ROOT + "customfield.CustomFieldDefinition")
            .should().notBeRecords().andShould().haveOnlyPrivateConstructors()
            .because("an aggregate is made through create or its builder and rebuilt through reconstitute, never"
                    + " from a long list of positional members");

    @ArchTest
    static final ArchRule domain_concepts_are_free_of_cycles = slices()
            .matching("io.campaignoutreach.domain.(*)..")
            .should().beFreeOfCycles()
            .because("business concepts refer to each other in one direction only");

    /** An outbound persistence port: a repository of the application, or its unit of work. */
    private static boolean isPersistencePort(JavaClass type) {
        return type.isInterface() && type.getPackageName().startsWith("io.campaignoutreach.application")
                && (type.getSimpleName().endsWith("Repository") || type.getSimpleName().equals("TransactionRunner"));
    }

    /** A type with accessors for two or more persistence ports: a bundle of a store's ports. */
    private static final DescribedPredicate<JavaClass> BUNDLE_OF_PORTS = DescribedPredicate.describe(
            "a bundle of persistence ports", type -> type.getMethods().stream()
                    .filter(method -> method.getModifiers().contains(JavaModifier.PUBLIC)
                            && method.getRawParameterTypes().isEmpty() && isPersistencePort(method.getRawReturnType()))
                    .count() > 1);

    private static ArchCondition<JavaClass> handOutSeveralPersistencePorts() {
        return new ArchCondition<>("hand out several persistence ports") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                events.add(new SimpleConditionEvent(type, BUNDLE_OF_PORTS.test(type),
                        type.getName() + " hands out several persistence ports"));
            }
        };
    }

    private static ArchCondition<JavaClass> takeNoBundleOfPorts() {
        return new ArchCondition<>("take no bundle of persistence ports in a field or parameter") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                type.getFields().stream().filter(field -> BUNDLE_OF_PORTS.test(field.getRawType()))
                        .forEach(field -> events.add(SimpleConditionEvent.violated(type,
                                field.getFullName() + " holds " + field.getRawType().getName())));
                for (JavaCodeUnit code : type.getCodeUnits()) {
                    code.getRawParameterTypes().stream().filter(BUNDLE_OF_PORTS)
                            .forEach(parameter -> events.add(SimpleConditionEvent.violated(type,
                                    code.getFullName() + " takes " + parameter.getName())));
                }
            }
        };
    }

    private static ArchCondition<JavaConstructor> takeAtMost(int parameters) {
        return new ArchCondition<>("take at most " + parameters + " parameters") {
            @Override
            public void check(JavaConstructor constructor, ConditionEvents events) {
                int taken = constructor.getRawParameterTypes().size();
                events.add(new SimpleConditionEvent(constructor, taken <= parameters,
                        constructor.getFullName() + " takes " + taken));
            }
        };
    }

    /** Each adapter module is one slice; the persistence adapters share a parent package but not a slice. */
    private static final class AdapterSlices implements SliceAssignment {

        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            if (name.startsWith("io.campaignoutreach.adapter.http")) {
                return SliceIdentifier.of("adapter-http-javalin");
            }
            if (name.startsWith("io.campaignoutreach.adapter.persistence.jdbi")) {
                return SliceIdentifier.of("adapter-persistence-jdbi");
            }
            if (name.startsWith("io.campaignoutreach.adapter.persistence.inmemory")) {
                return SliceIdentifier.of("adapter-persistence-inmemory");
            }
            if (name.startsWith("io.campaignoutreach.adapter.workspace")) {
                return SliceIdentifier.of("adapter-workspace-json");
            }
            if (name.startsWith("io.campaignoutreach.adapter.telephony.simulated")) {
                return SliceIdentifier.of("adapter-telephony-simulated");
            }
            if (name.startsWith("io.campaignoutreach.adapter.provider")) {
                return SliceIdentifier.of("adapter-providers");
            }
            return SliceIdentifier.ignore();
        }

        @Override
        public String getDescription() {
            return "adapter modules";
        }
    }
}
