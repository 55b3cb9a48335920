import type {
  CreateOfferRequest,
  EnglishLevel,
  Seniority,
  SkillLevel,
  WorkModality,
} from "@encaja/contracts";
import { skillLevels } from "@encaja/contracts";
import type { MatchDeveloperInput } from "./matching";

/**
 * The labelled evaluation set of the ranking: 30 offers, each with hand-written good (gain 2),
 * acceptable (1) and bad (0) developers. All developers form one pool, so every offer is
 * ranked against the other offers' developers too (unlabelled for it: gain 0).
 *
 * Offer:     role stack|- "required skill:level …" "nice skill:level …" seniority-range english budgetUSD [countries] [modalities]
 * Developer: gain role stack|- seniority english "skill:level,…" salaryUSD [country] [modality] [status]
 * Seniority: j, ja, ss, ssa, s. Levels 0–5 (not_evaluated … high_use).
 */
export const evaluationSet: Array<{ offer: string; developers: string[] }> = [
  {
    offer: "backend node_react nodejs:4,postgresql:3 redis:3 ss-s b2 4500",
    developers: [
      "2 backend node_react s c1 nodejs:5,postgresql:4,redis:3 4200",
      "2 backend node_react ssa b2 nodejs:4,postgresql:3 4000",
      "1 fullstack - ss b2 nodejs:3,postgresql:3 4600",
      "0 frontend react ss b2 react:5,css:4 3500",
      "0 backend java_spring s c1 java:5,spring:5 4400",
    ],
  },
  {
    offer: "backend java_spring java:4,spring:4 hibernate:3 ssa-s b1 5000",
    developers: [
      "2 backend java_spring s b2 java:5,spring:5,hibernate:4 4800",
      "2 backend java_spring ssa b1 java:4,spring:4 4500",
      "1 backend kotlin_spring ss b2 java:3,spring:4,kotlin:4 5200",
      "0 backend dotnet s c1 csharp:5,dotnet:5 4800",
      "0 qa_automation qa_automation_java ss b1 java:3,selenium:5 3000",
    ],
  },
  {
    offer: "backend python_django python:4,django:4 postgresql:3 ss-ssa b2 4000",
    developers: [
      "2 backend python_django ssa b2 python:5,django:5,postgresql:4 3800",
      "2 backend python_django ss c1 python:4,django:4 3500",
      "1 backend python_fastapi ss b2 python:4,django:3,fastapi:5 3900",
      "0 data_scientist ml_python ss b2 python:5,pandas:5,scikit_learn:4 4000",
      "0 backend python_django ss a2 python:5,django:5 3500",
    ],
  },
  {
    offer: "backend dotnet csharp:4,aspnet_core:4 sql_server:3 ss-s b1 4200",
    developers: [
      "2 backend dotnet s b2 csharp:5,aspnet_core:5,sql_server:4 4000",
      "2 backend dotnet ss b1 csharp:4,aspnet_core:4,sql_server:3 3600",
      "1 fullstack dotnet_react ss b1 csharp:4,aspnet_core:3,react:4 4300",
      "0 backend java_spring s b2 java:5,spring:5 4000",
      "0 backend dotnet j b1 csharp:2 1500",
    ],
  },
  {
    offer: "backend ruby_rails ruby:4,rails:4 - ss-s b2 5000 US,CA,AR",
    developers: [
      "2 backend ruby_rails s c1 ruby:5,rails:5 4800",
      "2 backend ruby_rails ss b2 ruby:4,rails:4,postgresql:3 4200",
      "1 fullstack - ssa b2 ruby:3,rails:4,react:4 5200",
      "0 backend ruby_rails s c1 ruby:5,rails:5 4800 ES",
      "0 backend php_laravel ss b2 php:5,laravel:5 3800",
    ],
  },
  {
    offer: "backend php_laravel php:4,laravel:4 mysql:3 ja-ss b1 2500",
    developers: [
      "2 backend php_laravel ss b1 php:4,laravel:5,mysql:4 2400",
      "2 backend php_laravel ja b2 php:4,laravel:4 2000",
      "1 backend php_symfony ss b1 php:5,symfony:5,laravel:3 2600",
      "0 backend php_laravel s c1 php:5,laravel:5 6000",
      "0 frontend vue ss b1 vuejs:5,javascript:4 2300",
    ],
  },
  {
    offer: "backend go go:4 kubernetes:3,grpc:3 ssa-s b2 6000",
    developers: [
      "2 backend go s c1 go:5,kubernetes:4,grpc:4 5800",
      "2 backend go ssa b2 go:4,grpc:3 5200",
      "1 devops aws_devops s b2 go:3,kubernetes:5,terraform:5 6000",
      "0 backend node_react s c1 nodejs:5,typescript:5 5500",
      "0 backend go ss b2 go:4 5500 AR on_site",
    ],
  },
  {
    offer: "frontend react react:4,typescript:4 redux:3 ss-s b2 4000",
    developers: [
      "2 frontend react s b2 react:5,typescript:5,redux:4 3900",
      "2 frontend react ss c1 react:4,typescript:4 3300",
      "1 fullstack nextjs ss b2 react:4,typescript:3,nextjs:5 4200",
      "0 frontend angular s b2 angular:5,typescript:5 3800",
      "0 frontend react ss b2 react:5,typescript:5 4000 AR remote not_searching",
    ],
  },
  {
    offer: "frontend angular angular:4,typescript:4 rxjs:3 ss-ssa b1 3500",
    developers: [
      "2 frontend angular ssa b2 angular:5,typescript:5,rxjs:4 3400",
      "2 frontend angular ss b1 angular:4,typescript:4,rxjs:3 3000",
      "1 fullstack java_angular ss b1 angular:3,typescript:4,java:4 3600",
      "0 frontend react ss b2 react:5,typescript:5 3200",
      "0 frontend angular j a2 angular:2 1200",
    ],
  },
  {
    offer: "frontend vue vuejs:4,javascript:4 pinia:3 ja-ss b1 2800",
    developers: [
      "2 frontend vue ss b1 vuejs:5,javascript:5,pinia:4 2600",
      "2 frontend vue ja b2 vuejs:4,javascript:4 2200",
      "1 frontend vue s b2 vuejs:5,javascript:5,nuxtjs:5 3400",
      "0 frontend angular ss b1 angular:5,typescript:4 2600",
      "0 backend node_react ss b1 nodejs:5 2600",
    ],
  },
  {
    offer: "fullstack nextjs nextjs:4,react:4,nodejs:3 postgresql:3 ssa-s b2 5500",
    developers: [
      "2 fullstack nextjs s c1 nextjs:5,react:5,nodejs:4,postgresql:4 5200",
      "2 fullstack nextjs ssa b2 nextjs:4,react:4,nodejs:3 5000",
      "1 frontend nextjs ssa b2 nextjs:5,react:5 4800",
      "0 fullstack mern j b1 react:2,nodejs:2 2000",
      "0 backend java_spring s b2 java:5,spring:5 5000",
    ],
  },
  {
    offer: "android android_kotlin kotlin:4,android:4 jetpack_compose:3 ss-s b1 4000",
    developers: [
      "2 android android_kotlin s b2 kotlin:5,android:5,jetpack_compose:4 3900",
      "2 android android_kotlin ss b1 kotlin:4,android:4 3500",
      "1 android android_java ssa b1 android:4,kotlin:3,java:5 3800",
      "0 ios ios_swift s b2 swift:5,ios:5 3900",
      "0 android android_kotlin s c1 kotlin:5,android:5 3900 AR on_site",
    ],
  },
  {
    offer: "ios ios_swift swift:4,ios:4 swiftui:3 ss-s b2 4500",
    developers: [
      "2 ios ios_swift s c1 swift:5,ios:5,swiftui:4 4300",
      "2 ios ios_swift ss b2 swift:4,ios:4,swiftui:3 3900",
      "1 ios ios_swift ja b2 swift:3,ios:4 2800",
      "0 android android_kotlin s b2 kotlin:5,android:5 4200",
      "0 ios ios_swift s c1 swift:5,ios:5 9000",
    ],
  },
  {
    offer: "android flutter flutter:4,dart:4 firebase:3 ja-ss b1 3000",
    developers: [
      "2 android flutter ss b1 flutter:5,dart:5,firebase:4 2800",
      "2 ios flutter ss b2 flutter:4,dart:4 2900",
      "1 android react_native ss b1 react_native:5,flutter:3,dart:3 3000",
      "0 frontend react ss b2 react:5,javascript:5 2800",
      "0 android flutter ss b1 flutter:5,dart:5 2800 AR remote disapproved",
    ],
  },
  {
    offer: "android react_native react_native:4,javascript:4 typescript:3 ss-ssa b2 3800",
    developers: [
      "2 android react_native ssa b2 react_native:5,javascript:5,typescript:4 3600",
      "2 ios react_native ss c1 react_native:4,javascript:4 3500",
      "1 frontend react ss b2 react:5,javascript:5,react_native:3 3600",
      "0 android flutter ss b2 flutter:5,dart:5 3500",
      "0 backend go ss b2 go:5 3500",
    ],
  },
  {
    offer: "devops aws_devops aws:4,terraform:4,kubernetes:3 docker:3 ssa-s b2 6000",
    developers: [
      "2 devops aws_devops s c1 aws:5,terraform:5,kubernetes:4,docker:5 5800",
      "2 devops aws_devops ssa b2 aws:4,terraform:4,kubernetes:3 5400",
      "1 devops azure_devops s b2 azure:5,terraform:4,kubernetes:4,aws:3 6200",
      "0 backend node_react s b2 nodejs:5,aws:3 5500",
      "0 devops aws_devops j b2 aws:2,docker:3 2000",
    ],
  },
  {
    offer: "devops azure_devops azure:4,azure_devops:4 terraform:3 ss-s b1 5000",
    developers: [
      "2 devops azure_devops s b2 azure:5,azure_devops:5,terraform:4 4800",
      "2 devops azure_devops ss b1 azure:4,azure_devops:4 4200",
      "1 devops aws_devops ss b2 aws:5,azure:3,azure_devops:3,terraform:5 5000",
      "0 backend dotnet s b2 csharp:5,azure:3 4800",
      "0 devops azure_devops s a1 azure:5,azure_devops:5 4800",
    ],
  },
  {
    offer: "data_engineer data_spark spark:4,python:4,sql:4 airflow:3 ssa-s b2 5500",
    developers: [
      "2 data_engineer data_spark s b2 spark:5,python:5,sql:5,airflow:4 5200",
      "2 data_engineer data_spark ssa c1 spark:4,python:4,sql:4 5000",
      "1 data_engineer data_python ss b2 python:5,sql:5,spark:3,dbt:5 5000",
      "0 data_analyst bi ss b2 sql:5,power_bi:5 3500",
      "0 backend python_django s b2 python:5,django:5 5000",
    ],
  },
  {
    offer: "data_engineer data_python dbt:4,sql:4,snowflake:3 airflow:3 ss-ssa b1 4500",
    developers: [
      "2 data_engineer data_python ssa b2 dbt:5,sql:5,snowflake:4,airflow:4 4300",
      "2 data_engineer data_python ss b1 dbt:4,sql:4,snowflake:3 3900",
      "1 data_analyst bi ss b1 sql:5,dbt:3,snowflake:3 3800",
      "0 data_scientist ml_python ss b2 python:5,pytorch:5 4400",
      "0 data_engineer data_spark s b2 spark:5,scala:5 4500 AR remote not_searching",
    ],
  },
  {
    offer:
      "data_scientist ml_python python:4,scikit_learn:4,machine_learning:4 pytorch:3 ssa-s b2 6000 AR,MX,CO,CL,UY",
    developers: [
      "2 data_scientist ml_python s c1 python:5,scikit_learn:5,machine_learning:5,pytorch:4 5800",
      "2 data_scientist ml_python ssa b2 python:4,scikit_learn:4,machine_learning:4 5200",
      "1 data_engineer data_spark s b2 python:5,spark:5,machine_learning:3,scikit_learn:3 6000",
      "0 data_analyst bi ss b2 sql:5,tableau:5 3500",
      "0 data_scientist ml_python s b2 python:5,scikit_learn:5,machine_learning:5 6000 BR",
    ],
  },
  {
    offer: "data_analyst bi sql:4,power_bi:4 excel:3 ja-ss b1 2500",
    developers: [
      "2 data_analyst bi ss b1 sql:5,power_bi:5,excel:5 2400",
      "2 data_analyst bi ja b2 sql:4,power_bi:4,excel:4 2000",
      "1 data_analyst bi ss b1 sql:4,tableau:5,power_bi:3 2600",
      "0 data_engineer data_spark s b2 spark:5,python:5,sql:4 6000",
      "0 qa_manual - ja b1 excel:4 1500",
    ],
  },
  {
    offer: "qa_automation qa_automation_js cypress:4,javascript:4 playwright:3 ss-ssa b1 3200",
    developers: [
      "2 qa_automation qa_automation_js ssa b2 cypress:5,javascript:5,playwright:4 3000",
      "2 qa_automation qa_automation_js ss b1 cypress:4,javascript:4 2800",
      "1 qa_automation qa_automation_java ss b1 selenium:5,java:4,cypress:3,javascript:3 3200",
      "0 qa_manual - ss b1 excel:3 2000",
      "0 frontend react ss b2 react:5,javascript:5 3000",
    ],
  },
  {
    offer: "qa_automation qa_automation_java selenium:4,java:4 - ss-s b1 3500",
    developers: [
      "2 qa_automation qa_automation_java s b2 selenium:5,java:5 3300",
      "2 qa_automation qa_automation_java ss b1 selenium:4,java:4 2900",
      "1 qa_automation qa_automation_js ss b1 cypress:5,selenium:3,java:3 3300",
      "0 backend java_spring s b2 java:5,spring:5 3500",
      "0 qa_automation qa_automation_java ss a1 selenium:5,java:5 3000",
    ],
  },
  {
    offer: "qa_manual - jira:3 - j-ss b1 1800",
    developers: [
      "2 qa_manual - ss b1 jira:4 1700",
      "2 qa_manual - ja b2 jira:3 1500",
      "1 qa_automation - ja b1 jira:2,cypress:3 1900",
      "0 backend node_react ss b1 nodejs:5 1800",
      "0 qa_manual - ss b1 jira:4 4000",
    ],
  },
  {
    offer: "backend elixir_phoenix elixir:4,phoenix:4 postgresql:3 ss-s b2 5500",
    developers: [
      "2 backend elixir_phoenix s b2 elixir:5,phoenix:5,postgresql:4 5200",
      "2 backend elixir_phoenix ss c1 elixir:4,phoenix:4 4800",
      "1 backend ruby_rails s b2 ruby:5,rails:5,elixir:3 5000",
      "0 frontend vue ss b2 vuejs:5 4000",
      "0 backend elixir_phoenix s b2 elixir:5,phoenix:5 5500 AR hybrid",
    ],
  },
  {
    offer: "backend rust rust:4 webassembly:3 ssa-s c1 7000",
    developers: [
      "2 backend rust s c1 rust:5,webassembly:4 6800",
      "2 backend rust ssa c2 rust:4 6500",
      "1 backend cpp s c1 cpp:5,rust:3 7000",
      "0 backend go s b2 go:5 6500",
      "0 backend rust s b2 rust:5 6800",
    ],
  },
  {
    offer: "data_engineer scala scala:4,kafka:4 spark:3 ssa-s b2 6500",
    developers: [
      "2 data_engineer scala s b2 scala:5,kafka:5,spark:4 6200",
      "2 backend scala ssa c1 scala:4,kafka:4 6000",
      "1 data_engineer data_spark s b2 spark:5,scala:3,kafka:3 6300",
      "0 data_analyst bi ss b2 sql:5 3000",
      "0 backend java_spring s b2 java:5,kafka:4 6500 AR on_site",
    ],
  },
  {
    offer: "backend kotlin_spring kotlin:4,spring:4 - ss-s b2 5000",
    developers: [
      "2 backend kotlin_spring s b2 kotlin:5,spring:5 4700",
      "2 backend kotlin_spring ss c1 kotlin:4,spring:4,postgresql:3 4300",
      "1 backend java_spring ssa b2 java:5,spring:5,kotlin:3 4900",
      "0 android android_kotlin s b2 kotlin:5,android:5 4800",
      "0 backend kotlin_spring j b1 kotlin:2 1800",
    ],
  },
  {
    offer: "backend php_symfony php:4,symfony:4 docker:3 ss-ssa b1 3200 ES,PT hybrid,remote",
    developers: [
      "2 backend php_symfony ssa b1 php:5,symfony:5,docker:4 3000 ES",
      "2 backend php_symfony ss b2 php:4,symfony:4 2900 PT",
      "1 backend php_laravel ss b1 php:5,laravel:5,symfony:3 3100 ES",
      "0 backend php_symfony ssa b2 php:5,symfony:5 3000 AR",
      "0 frontend angular ss b1 angular:5 2800 ES",
    ],
  },
  {
    offer: "fullstack mern mongodb:4,expressjs:4,react:4,nodejs:4 - ja-ss b1 3000 MX,CO",
    developers: [
      "2 fullstack mern ss b1 mongodb:5,expressjs:5,react:5,nodejs:5 2900 MX",
      "2 fullstack mern ja b2 mongodb:4,expressjs:4,react:4,nodejs:4 2400 CO",
      "1 backend node_react ss b1 nodejs:5,expressjs:5,mongodb:4,react:3 3000 MX",
      "0 fullstack mern ss b1 mongodb:5,expressjs:5,react:5,nodejs:5 2900 CL",
      "0 data_analyst bi ss b1 sql:5 2500 MX",
    ],
  },
];

const seniorityCodes: Record<string, Seniority> = {
  j: "junior",
  ja: "junior_advanced",
  ss: "semi_senior",
  ssa: "semi_senior_advanced",
  s: "senior",
};
const skillsOf = (list: string): Array<[string, SkillLevel]> =>
  list === "-"
    ? []
    : list.split(",").map((pair) => {
        const [code, level] = pair.split(":");
        return [code!, skillLevels[Number(level)]!];
      });

export interface EvaluationOffer {
  body: Omit<CreateOfferRequest, "customerId" | "skills"> & {
    skills: Array<{ code: string; minLevel: SkillLevel; required: boolean }>;
  };
  developers: Array<{ gain: number; input: MatchDeveloperInput }>;
}

export function parseEvaluationSet(): EvaluationOffer[] {
  return evaluationSet.map(({ offer, developers }) => {
    const [role, stack, req, nice, range, english, budget, countries, modalities] =
      offer.split(" ");
    const [from, to] = range!.split("-").map((s) => seniorityCodes[s]!);
    const order = Object.values(seniorityCodes);
    return {
      body: {
        title: `Evaluación ${role} ${stack}`,
        description: "Oferta del conjunto de evaluación",
        techRole: role as CreateOfferRequest["techRole"],
        mainStackCode: stack === "-" ? null : stack!,
        skills: [
          ...skillsOf(req!).map(([code, minLevel]) => ({ code, minLevel, required: true })),
          ...skillsOf(nice!).map(([code, minLevel]) => ({ code, minLevel, required: false })),
        ],
        seniorities: order.slice(order.indexOf(from!), order.indexOf(to!) + 1),
        minEnglishLevel: english as EnglishLevel,
        modalities: (modalities?.split(",") ?? ["remote"]) as WorkModality[],
        countries: countries?.split(",") ?? [],
        budget: { min: 1000, max: Number(budget), currency: "USD", period: "month" },
        showSalary: true,
        hiringType: "direct",
        openings: 1,
        isPublic: false,
        confidential: false,
      },
      developers: developers.map((line) => {
        const [gain, devRole, devStack, sen, eng, skills, salary, country, modality, flag] =
          line.split(" ");
        return {
          gain: Number(gain),
          input: {
            techRole: devRole as CreateOfferRequest["techRole"],
            mainStackCode: devStack === "-" ? null : devStack!,
            seniority: seniorityCodes[sen!]!,
            englishLevel: eng as EnglishLevel,
            skills: skillsOf(skills!),
            salaryUsd: Number(salary),
            country: country ?? "AR",
            modalities: [(modality ?? "remote") as WorkModality],
            ...(flag === "not_searching" ? { searchStatus: "not_searching" as const } : {}),
            ...(flag === "disapproved" ? { approval: "disapproved" as const } : {}),
          },
        };
      }),
    };
  });
}

/** NDCG@k of a ranking (gains by developer id; missing = 0) against the ideal order. */
export function ndcgAt(k: number, ranked: string[], gains: Map<string, number>): number {
  const dcg = (list: number[]) =>
    list.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...gains.values()].sort((a, b) => b - a));
  return ideal === 0 ? 1 : dcg(ranked.map((id) => gains.get(id) ?? 0)) / ideal;
}
