typedef struct item {
	int old;
	int kept;
} item_t;

struct item {
	int old;
} var;
