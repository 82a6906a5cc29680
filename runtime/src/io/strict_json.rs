//! JSON text to a `serde_json::Value`, refusing an object in which a key
//! appears twice. serde_json (like Python's `json`) keeps the last of two
//! equal keys without a word, so `{"y": [1, 2], "y": [3, 4]}` would run on
//! `[3, 4]` whichever of the two the file's author meant.
//!
//! Numbers reach the visitor as serde_json parsed them (`float_roundtrip`:
//! the exact f64 the text denotes), and become `Value` numbers the way
//! serde_json's own `Value` visitor makes them, so the result is the same
//! `Value` `serde_json::from_str` gives for any text without a repeated key.

use serde::de::{self, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Number, Value};
use std::cell::RefCell;
use std::fmt;

/// A key that appears twice in one object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Duplicate {
    pub key: String,
    /// The path from the top to the object (`y[0].b`); empty for the
    /// top-level object.
    pub within: String,
}

#[derive(Debug)]
pub(super) enum Error {
    Duplicate(Duplicate),
    Json(serde_json::Error),
}

/// Parses `text` as one JSON value, as `serde_json::from_str` does, but
/// refuses a key repeated in any object, at any depth.
pub(super) fn parse(text: &str) -> Result<Value, Error> {
    let state = State::default();
    let mut de = serde_json::Deserializer::from_str(text);
    // `end` refuses trailing characters, as `from_str` does.
    let parsed = Node(&state).deserialize(&mut de).and_then(|v| de.end().map(|()| v));
    match (parsed, state.duplicate.into_inner()) {
        (Ok(v), _) => Ok(v),
        // The visitor stops at the first repeated key with a placeholder
        // error; the key and its place are in the state.
        (Err(_), Some(duplicate)) => Err(Error::Duplicate(duplicate)),
        (Err(e), None) => Err(Error::Json(e)),
    }
}

/// One step from a value to one inside it.
enum Step {
    Key(String),
    Index(usize),
}

/// What the visitors share: the path to the value being read (for the
/// message; built into a string only when a key repeats) and the repeated
/// key once found.
#[derive(Default)]
struct State {
    path: RefCell<Vec<Step>>,
    duplicate: RefCell<Option<Duplicate>>,
}

impl State {
    fn path_string(&self) -> String {
        let mut out = String::new();
        for step in self.path.borrow().iter() {
            match step {
                Step::Key(k) if out.is_empty() => out.push_str(k),
                Step::Key(k) => {
                    out.push('.');
                    out.push_str(k);
                }
                Step::Index(i) => out.push_str(&format!("[{i}]")),
            }
        }
        out
    }

    /// Reads one value with `step` on the path.
    fn within<T>(&self, step: Step, read: impl FnOnce() -> T) -> T {
        self.path.borrow_mut().push(step);
        let value = read();
        self.path.borrow_mut().pop();
        value
    }
}

/// The seed and visitor of any one JSON value.
#[derive(Clone, Copy)]
struct Node<'a>(&'a State);

impl<'de> DeserializeSeed<'de> for Node<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Node<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::Number(v.into()))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        // As serde_json's own visitor: JSON text has no NaN or infinity, so
        // the `Null` is never taken.
        Ok(Number::from_f64(v).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_owned()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        self.deserialize(deserializer)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = self
            .0
            .within(Step::Index(items.len()), || seq.next_element_seed(self))?
        {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                let within = self.0.path_string();
                *self.0.duplicate.borrow_mut() = Some(Duplicate { key, within });
                return Err(de::Error::custom("a key appears twice"));
            }
            let value = self.0.within(Step::Key(key.clone()), || map.next_value_seed(self))?;
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}
