typedef struct {
	struct lock mutex;
	int count;
} holder_t;

struct other {
	struct lock mutex;
};

typedef struct {
	int mutex;
} plain_t;

int main1(holder_t *x, plain_t *y, struct other *z)
{
	take(x->mutex);
	take(y->mutex);
	take(z->mutex);
	return 0;
}
