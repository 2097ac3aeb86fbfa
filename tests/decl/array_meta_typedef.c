typedef struct sig {
	int x;
} Sig;

static const Sig sigs[] = { {1}, {2} };
static const int nums[] = { 1, 2 };
static Sig plain[] = { {3} };

#define NUM_SIGS (sizeof(sigs)/sizeof(Sig))

int f(void)
{
	int n = (sizeof(nums)/sizeof(int));
	n += (sizeof(plain)/sizeof(Sig));
	return n + (sizeof(sigs)/sizeof(Sig));
}
