int one() { foo(); }

int two() { if (x) { foo(); } }

int three() { while (x) { foo(); } else_part(); }
