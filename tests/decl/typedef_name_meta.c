typedef struct {
	int id;
	long count;
} counter_t;

counter_t c;
int d;
