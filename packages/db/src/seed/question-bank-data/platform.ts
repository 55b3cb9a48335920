import type { SkillQuestionSeeds } from "./types";

/** Technical questions for data, infrastructure and mobile skills. */
export const platformQuestions: SkillQuestionSeeds = {
  postgresql: {
    junior: [
      [
        "¿Qué diferencia hay entre INNER JOIN y LEFT JOIN?",
        "What is the difference between INNER JOIN and LEFT JOIN?",
      ],
      ["¿Para qué sirve un índice y qué cuesta?", "What is an index for, and what does it cost?"],
    ],
    senior: [
      [
        "Una consulta es lenta: ¿qué mirarías primero con EXPLAIN ANALYZE?",
        "A query is slow: what would you look at first with EXPLAIN ANALYZE?",
      ],
      [
        "¿Qué nivel de aislamiento usarías para evitar que dos reservas tomen el mismo lugar?",
        "Which isolation level would you use to stop two bookings taking the same seat?",
      ],
    ],
  },
  mysql: {
    junior: [
      [
        "¿Qué es una clave foránea y qué pasa al borrar la fila referenciada?",
        "What is a foreign key, and what happens when the referenced row is deleted?",
      ],
      [
        "¿Qué diferencia hay entre WHERE y HAVING?",
        "What is the difference between WHERE and HAVING?",
      ],
    ],
    senior: [
      [
        "¿Cómo funciona un índice compuesto y en qué orden pondrías sus columnas?",
        "How does a composite index work, and in which order would you put its columns?",
      ],
      [
        "¿Cómo harías una réplica de lectura y qué problemas de consistencia trae?",
        "How would you add a read replica, and what consistency problems does it bring?",
      ],
    ],
  },
  sql: {
    junior: [
      [
        "Escribe una consulta que devuelva el segundo salario más alto.",
        "Write a query that returns the second-highest salary.",
      ],
      [
        "¿Qué hace GROUP BY y qué columnas puedes seleccionar con él?",
        "What does GROUP BY do, and which columns can you select with it?",
      ],
    ],
    senior: [
      [
        "¿Cuándo usarías una función de ventana en lugar de una subconsulta?",
        "When would you use a window function instead of a subquery?",
      ],
      [
        "¿Cómo paginarías una tabla de millones de filas sin OFFSET?",
        "How would you paginate a table of millions of rows without OFFSET?",
      ],
    ],
  },
  mongodb: {
    junior: [
      [
        "¿Cuándo embeberías un documento y cuándo lo referenciarías?",
        "When would you embed a document and when would you reference it?",
      ],
      [
        "¿Cómo crearías un índice y cómo sabes si una consulta lo usa?",
        "How would you create an index, and how do you know whether a query uses it?",
      ],
    ],
    senior: [
      [
        "¿Cómo elegirías una clave de fragmentación (shard key)?",
        "How would you choose a shard key?",
      ],
      [
        "¿Qué garantías dan las transacciones multidocumento y cuándo las evitarías?",
        "What do multi-document transactions guarantee, and when would you avoid them?",
      ],
    ],
  },
  redis: {
    junior: [
      [
        "¿Para qué usarías Redis además de como caché?",
        "What would you use Redis for besides a cache?",
      ],
      ["¿Qué estrategias de expiración conoces?", "Which expiration strategies do you know?"],
    ],
    senior: [
      [
        "¿Cómo evitarías una estampida de peticiones cuando expira una clave muy usada?",
        "How would you avoid a thundering herd when a hot key expires?",
      ],
      [
        "¿Cómo implementarías un límite de peticiones por usuario?",
        "How would you implement a per-user rate limit?",
      ],
    ],
  },
  rest_api: {
    junior: [
      [
        "¿Qué códigos HTTP devolverías al crear un recurso, con datos inválidos y sin permiso?",
        "Which HTTP status would you return on creating a resource, on invalid data and without permission?",
      ],
      [
        "¿Qué significa que un método HTTP sea idempotente?",
        "What does it mean for an HTTP method to be idempotent?",
      ],
    ],
    senior: [
      [
        "¿Cómo versionarías una API sin romper a los clientes existentes?",
        "How would you version an API without breaking existing clients?",
      ],
      [
        "¿Cómo harías seguro reintentar un pago que pudo haberse procesado?",
        "How would you make it safe to retry a payment that may already have gone through?",
      ],
    ],
  },
  microservices: {
    junior: [
      [
        "¿Qué ventajas y costes tienen los microservicios frente a un monolito?",
        "What are the benefits and costs of microservices compared with a monolith?",
      ],
      [
        "¿Cómo se comunican dos servicios y qué pasa si uno está caído?",
        "How do two services communicate, and what happens if one is down?",
      ],
    ],
    senior: [
      [
        "¿Cómo mantendrías consistentes los datos de una operación que abarca tres servicios?",
        "How would you keep the data of an operation spanning three services consistent?",
      ],
      [
        "¿Cómo seguirías una petición lenta a través de varios servicios?",
        "How would you trace a slow request across several services?",
      ],
    ],
  },
  docker: {
    junior: [
      [
        "¿Qué diferencia hay entre una imagen y un contenedor?",
        "What is the difference between an image and a container?",
      ],
      ["¿Cómo persistes datos de un contenedor?", "How do you persist a container's data?"],
    ],
    senior: [
      [
        "¿Cómo reducirías el tamaño y el tiempo de construcción de una imagen?",
        "How would you reduce an image's size and build time?",
      ],
      [
        "¿Qué harías para que un contenedor no corra como root y no tenga secretos en la imagen?",
        "What would you do so a container does not run as root and holds no secrets in its image?",
      ],
    ],
  },
  kubernetes: {
    junior: [
      [
        "¿Qué diferencia hay entre un Pod, un Deployment y un Service?",
        "What is the difference between a Pod, a Deployment and a Service?",
      ],
      [
        "¿Para qué sirven las sondas de liveness y readiness?",
        "What are liveness and readiness probes for?",
      ],
    ],
    senior: [
      [
        "Un Pod reinicia en bucle: ¿cómo lo investigas?",
        "A Pod is in a restart loop: how do you investigate it?",
      ],
      [
        "¿Cómo harías un despliegue sin tiempo de inactividad y con vuelta atrás rápida?",
        "How would you roll out a deployment with no downtime and a quick rollback?",
      ],
    ],
  },
  aws: {
    junior: [
      [
        "¿Qué diferencia hay entre EC2, Lambda y ECS?",
        "What is the difference between EC2, Lambda and ECS?",
      ],
      [
        "¿Qué es un rol de IAM y por qué es mejor que una clave de acceso?",
        "What is an IAM role, and why is it better than an access key?",
      ],
    ],
    senior: [
      [
        "¿Cómo diseñarías una aplicación que siga funcionando si cae una zona de disponibilidad?",
        "How would you design an application that keeps working if an availability zone fails?",
      ],
      [
        "La factura de AWS se duplicó este mes: ¿por dónde empiezas?",
        "The AWS bill doubled this month: where do you start?",
      ],
    ],
  },
  git: {
    junior: [
      [
        "¿Qué diferencia hay entre merge y rebase?",
        "What is the difference between merge and rebase?",
      ],
      [
        "¿Cómo deshaces un commit que ya subiste a una rama compartida?",
        "How do you undo a commit you already pushed to a shared branch?",
      ],
    ],
    senior: [
      [
        "¿Cómo encontrarías el commit que introdujo un error?",
        "How would you find the commit that introduced a bug?",
      ],
      [
        "¿Qué estrategia de ramas propondrías para un equipo que despliega varias veces al día?",
        "Which branching strategy would you propose for a team that deploys several times a day?",
      ],
    ],
  },
  kotlin: {
    junior: [
      [
        "¿Cómo ayuda Kotlin a evitar errores de null?",
        "How does Kotlin help you avoid null errors?",
      ],
      ["¿Qué es una data class?", "What is a data class?"],
    ],
    senior: [
      [
        "¿Qué es la concurrencia estructurada en las corrutinas?",
        "What is structured concurrency in coroutines?",
      ],
      [
        "¿Qué diferencia hay entre Flow y StateFlow y cuándo usas cada uno?",
        "What is the difference between Flow and StateFlow, and when do you use each?",
      ],
    ],
  },
  flutter: {
    junior: [
      [
        "¿Qué diferencia hay entre un StatelessWidget y un StatefulWidget?",
        "What is the difference between a StatelessWidget and a StatefulWidget?",
      ],
      [
        "¿Cómo harías una llamada a una API y mostrarías su resultado?",
        "How would you call an API and show its result?",
      ],
    ],
    senior: [
      [
        "¿Cómo elegirías una solución de manejo de estado para una aplicación grande?",
        "How would you choose a state-management approach for a large application?",
      ],
      [
        "La lista se ve entrecortada al desplazarse: ¿cómo lo investigas?",
        "The list stutters when scrolling: how do you investigate it?",
      ],
    ],
  },
  react_native: {
    junior: [
      [
        "¿Qué diferencia hay entre React Native y una aplicación web en un WebView?",
        "What is the difference between React Native and a web app in a WebView?",
      ],
      [
        "¿Cómo mostrarías una lista larga sin que se vuelva lenta?",
        "How would you show a long list without it getting slow?",
      ],
    ],
    senior: [
      [
        "¿Cuándo escribirías un módulo nativo y cómo lo probarías?",
        "When would you write a native module, and how would you test it?",
      ],
      [
        "¿Cómo publicarías una corrección urgente sin esperar la revisión de la tienda?",
        "How would you ship an urgent fix without waiting for store review?",
      ],
    ],
  },
  swift: {
    junior: [
      [
        "¿Qué diferencia hay entre struct y class en Swift?",
        "What is the difference between a struct and a class in Swift?",
      ],
      ["¿Cómo desempaquetas un opcional de forma segura?", "How do you safely unwrap an optional?"],
    ],
    senior: [
      [
        "¿Qué es un ciclo de retención y cómo lo evitas con closures?",
        "What is a retain cycle, and how do you avoid one with closures?",
      ],
      [
        "¿Qué resuelven los actores en la concurrencia de Swift?",
        "What do actors solve in Swift concurrency?",
      ],
    ],
  },
};
