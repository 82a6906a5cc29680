//! The VM's loop state: per-member stacks with a cached top (paper 3.2,
//! optimization 4), and variable storage by allocation class.

use crate::exec::common::PLACEHOLDER;
use autobatch_runtime::Value;

/// Z members' values of one thing (a variable, the program counter), each
/// with its own stack. Levels are allocated on first use, so a variable
/// that is never pushed costs only its top.
pub(super) struct Stacked<T> {
    pub top: Vec<T>,
    /// `levels[d][b]` is member `b`'s entry at depth `d`, valid below
    /// `sp[b]`.
    levels: Vec<Vec<T>>,
    /// Empty until the first push.
    sp: Vec<usize>,
    /// What fills fresh and vacated slots; never read as a value.
    filler: T,
}

impl<T: Clone> Stacked<T> {
    pub fn new(top: Vec<T>, filler: T) -> Stacked<T> {
        Stacked {
            top,
            levels: Vec::new(),
            sp: Vec::new(),
            filler,
        }
    }

    /// Member `b`'s number of saved entries.
    pub fn depth(&self, b: usize) -> usize {
        self.sp.get(b).copied().unwrap_or(0)
    }

    /// Saves member `b`'s top and makes `value` the new top. Refuses (and
    /// changes nothing) when the stack already holds `limit` entries.
    pub fn push(&mut self, b: usize, value: T, limit: usize) -> bool {
        let d = self.depth(b);
        if d >= limit {
            return false;
        }
        let z = self.top.len();
        if self.sp.is_empty() {
            self.sp = vec![0; z];
        }
        if d == self.levels.len() {
            self.levels.push(vec![self.filler.clone(); z]);
        }
        self.levels[d][b] = std::mem::replace(&mut self.top[b], value);
        self.sp[b] = d + 1;
        true
    }

    /// Restores member `b`'s top from its stack; `false` (and no change)
    /// when the stack is empty.
    pub fn pop(&mut self, b: usize) -> bool {
        let d = self.depth(b);
        if d == 0 {
            return false;
        }
        self.top[b] = std::mem::replace(&mut self.levels[d - 1][b], self.filler.clone());
        self.sp[b] = d - 1;
        true
    }
}

/// One IR-P variable: temporaries, registers and stack variables alike
/// keep a top per member and a stack that stays unallocated unless the
/// variable is pushed; a shared variable keeps one value for the batch.
pub(super) struct Storage {
    shared: Option<Value>,
    lanes: Stacked<Value>,
}

impl Storage {
    pub fn batched(top: Vec<Value>) -> Storage {
        Storage {
            shared: None,
            lanes: Stacked::new(top, PLACEHOLDER),
        }
    }

    pub fn shared(value: Value) -> Storage {
        Storage {
            shared: Some(value),
            lanes: Stacked::new(Vec::new(), PLACEHOLDER),
        }
    }

    pub fn get(&self, b: usize) -> &Value {
        match &self.shared {
            Some(v) => v,
            None => &self.lanes.top[b],
        }
    }

    /// The per-member form, for writing. Verified programs never write a
    /// shared variable; if one does, it becomes per-member from then on.
    pub fn lanes(&mut self, z: usize) -> &mut Stacked<Value> {
        if let Some(v) = self.shared.take() {
            self.lanes.top = vec![v; z];
        }
        &mut self.lanes
    }
}
