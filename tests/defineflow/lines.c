/* A line of a #define body removed whole goes with its backslash; a
 * line that keeps code keeps it. */
#define X(a)					\
	do {					\
		foo(a);				\
		bar(a);				\
	} while (0)
#define Y(a)					\
	do {					\
		foo(a); keep(a);		\
	} while (0)
